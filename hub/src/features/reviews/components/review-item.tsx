import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { RATING_DIMENSIONS, relativeDayLabel, type Review } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ratingDimensionLabel } from '../../../components/ui/rating-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { useMarkReviewDisputesSeen } from '../api/answer-review-dispute';
import { LikeButton } from './like-button';
import { MyDisputePanel } from './my-dispute-panel';
import { PersonAvatar, shortName } from '../../../components/ui/person-avatar';

// The owner's reply and dispute forms (react-hook-form, zod, Headless UI's dialog) load when
// opened, not with every profile a visitor reads (docs/decisions/0061-route-preloads-and-first-reads.md).
const DisputeDialog = lazy(() => import('./dispute-dialog').then((module) => ({ default: module.DisputeDialog })));
const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));

export interface ReviewViewer {
  /** The signed-in person's id, or null. */
  userId: string | null;
  /** The viewer owns the business being reviewed. */
  isOwner: boolean;
  /** The viewer is signed in (their id may not have arrived yet). */
  signedIn: boolean;
}

interface ReviewItemProps {
  review: Review;
  businessName: string;
  viewer: ReviewViewer;
  now: Date;
  onEdit: (review: Review) => void;
  /** Likes or unlikes a review (signed out: goes to sign in); one for the whole list. */
  onLike: (reviewId: string) => void;
}

function Badge({ tone, children }: { tone: 'verified' | 'plain' | 'warning'; children: string }) {
  const tones = {
    verified: 'bg-brand-50 text-brand-700 ring-brand-200',
    plain: 'bg-surface text-muted ring-line',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 whitespace-nowrap text-xs font-semibold ring-1 ${tones[tone]}`}>{children}</span>;
}

function Scores({ review }: { review: Review }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3" aria-label="Scores">
      {RATING_DIMENSIONS.map((d) => (
        <div key={d} className="flex items-center justify-between gap-2">
          <dt className={d === 'OVERALL' ? 'font-semibold text-ink' : 'text-muted'}>{ratingDimensionLabel(d)}</dt>
          <dd>
            <StarRating rating={review.ratings[d] ?? 0} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Once the author has looked at a dispute of their review that changed, it no longer counts as
 * unseen. A component drawn only for that author, so other readers' reviews hold no mutation.
 */
function MarkSeenOnView() {
  const { mutate } = useMarkReviewDisputesSeen();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  return null;
}

/** One review as the profile shows it, with what the viewer may do with it. */
export const ReviewItem = memo(function ReviewItem({ review, businessName, viewer, now, onEdit, onLike }: ReviewItemProps) {
  const [replying, setReplying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const hidden = review.hiddenReason !== null;
  const isAuthor = viewer.userId === review.reviewer.id;
  const underReview = review.disputeStatus === 'PENDING' && !hidden;
  const myDispute = isAuthor ? (review.myDispute ?? null) : null;

  return (
    <li className="border-t border-line py-5 first:border-t-0 first:pt-0" aria-label={`Review by ${shortName(review.reviewer)}`}>
      <div className="flex items-start gap-3">
        <PersonAvatar user={review.reviewer} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">
            {shortName(review.reviewer)}
            {isAuthor && <span className="font-normal text-muted"> (you)</span>}
          </p>
          <p className="text-xs text-muted">
            <time dateTime={review.createdAt}>{relativeDayLabel(review.createdAt, now)}</time>
            {review.editedAt && (
              <span title={`Edited ${relativeDayLabel(review.editedAt, now)}`}> · (edited)</span>
            )}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {review.isVerifiedJob ? <Badge tone="verified">Verified job</Badge> : <Badge tone="plain">Customer review</Badge>}
            {underReview && <Badge tone="warning">Under review by Tradeshub</Badge>}
          </div>
        </div>
        {!hidden && <StarRating rating={review.ratings.OVERALL ?? 0} size="sm" className="mt-1" />}
      </div>

      {myDispute && !myDispute.seen && <MarkSeenOnView />}
      {myDispute && <MyDisputePanel businessId={review.businessId} reviewId={review.id} dispute={myDispute} />}

      {hidden ? (
        <p className="mt-3 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-muted">
          This review was removed: <span className="font-medium text-ink">{review.hiddenReason}</span>. Our moderators upheld a dispute, so its scores no longer count.
        </p>
      ) : (
        <>
          <Scores review={review} />
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink">{review.comment}</p>
          {review.reply && (
            <div className="mt-3 rounded-xl border-l-4 border-brand-300 bg-brand-50/60 px-3 py-2.5">
              <p className="text-xs font-semibold text-brand-700">
                Reply from {businessName} · <time dateTime={review.reply.at}>{relativeDayLabel(review.reply.at, now)}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{review.reply.text}</p>
            </div>
          )}
          {replying && (
            <Suspense fallback={null}>
              <ReplyForm businessId={review.businessId} reviewId={review.id} onDone={() => setReplying(false)} />
            </Suspense>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <LikeButton review={review} signedIn={viewer.signedIn} onToggle={onLike} />
            {isAuthor && (
              <Button variant="ghost" className="min-h-9 px-3 text-xs" onClick={() => onEdit(review)}>
                Edit your review
              </Button>
            )}
            {viewer.isOwner && !review.reply && !replying && (
              <Button variant="ghost" className="min-h-9 px-3 text-xs" onClick={() => setReplying(true)}>
                Reply publicly
              </Button>
            )}
            {viewer.isOwner && !underReview && (
              <Button variant="ghost" className="min-h-9 px-3 text-xs text-muted" onClick={() => setDisputing(true)}>
                Dispute
              </Button>
            )}
          </div>
          {viewer.isOwner && disputing && (
            <Suspense fallback={null}>
              <DisputeDialog open onClose={() => setDisputing(false)} businessId={review.businessId} reviewId={review.id} />
            </Suspense>
          )}
        </>
      )}
    </li>
  );
});
