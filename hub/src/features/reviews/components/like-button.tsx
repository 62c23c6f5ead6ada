import type { Review } from '@tradeshub/sdk';

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6">
      <path d="M6 9v8H3V9h3Zm0 0 3.5-6.5c1.2 0 2 .9 2 2V8h4.2c1 0 1.8 1 1.5 2l-1.5 5.5c-.2.9-1 1.5-1.9 1.5H6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Helpful" with its count. What a press does comes from the list (ReviewsSection): signed in,
 * it toggles the like at once (see useToggleReviewLike); signed out, it goes to sign in and
 * comes back here. The button itself holds no hooks: a profile draws one per review.
 */
export function LikeButton({
  review,
  signedIn,
  onToggle,
}: {
  review: Pick<Review, 'id' | 'likeCount' | 'likedByMe'>;
  signedIn: boolean;
  onToggle: (reviewId: string) => void;
}) {
  const liked = signedIn && review.likedByMe;
  return (
    <button
      type="button"
      onClick={() => onToggle(review.id)}
      aria-pressed={signedIn ? liked : undefined}
      // The name starts with the words on the button ("Helpful 8"), as speech input users say them.
      aria-label={`Helpful ${review.likeCount} ${review.likeCount === 1 ? 'like' : 'likes'}${signedIn ? '' : '. Sign in to like'}`}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold ring-1 transition ${
        liked ? 'bg-accent-50 text-accent-700 ring-accent-300' : 'bg-white text-muted ring-line hover:text-ink'
      }`}
    >
      <ThumbIcon filled={liked} />
      <span aria-hidden>Helpful</span>
      <span aria-hidden className="tabular-nums">
        {review.likeCount}
      </span>
    </button>
  );
}
