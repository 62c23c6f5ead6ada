import { useLocation, useNavigate } from 'react-router';
import type { Review } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useToggleReviewLike } from '../api/toggle-review-like';

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6">
      <path d="M6 9v8H3V9h3Zm0 0 3.5-6.5c1.2 0 2 .9 2 2V8h4.2c1 0 1.8 1 1.5 2l-1.5 5.5c-.2.9-1 1.5-1.9 1.5H6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Helpful" with its count. Signed in, it toggles the like at once (see useToggleReviewLike);
 * signed out, it goes to sign in and comes back here.
 */
export function LikeButton({ review, businessId }: { review: Pick<Review, 'id' | 'likeCount' | 'likedByMe'>; businessId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleReviewLike(businessId);
  const liked = session.isAuthenticated && review.likedByMe;

  const onClick = () => {
    if (!session.isAuthenticated) {
      navigate(paths.signIn(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate(review.id);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={session.isAuthenticated ? liked : undefined}
      // The name starts with the words on the button ("Helpful 8"), as speech input users say them.
      aria-label={`Helpful ${review.likeCount} ${review.likeCount === 1 ? 'like' : 'likes'}${session.isAuthenticated ? '' : '. Sign in to like'}`}
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
