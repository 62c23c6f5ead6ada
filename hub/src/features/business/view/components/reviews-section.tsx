import { RATING_DIMENSIONS, formatRating, relativeDayLabel, type Review } from '@tradeshub/sdk';
import { Button } from '../../../../components/ui/button';
import { ratingDimensionLabel } from '../../../../components/ui/rating-badge';
import { ErrorState } from '../../../../components/ui/states';
import { StarRating } from '../../../../components/ui/star-rating';
import { useBusinessReviews } from '../api/get-business-reviews';
import { PersonAvatar, shortName } from './person-avatar';

function ReviewItem({ review, now }: { review: Review; now: Date }) {
  const overall = review.ratings.OVERALL ?? 0;
  return (
    <li className="border-t border-line py-4 first:border-t-0 first:pt-0">
      <div className="flex items-center gap-3">
        <PersonAvatar user={review.reviewer} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{shortName(review.reviewer)}</p>
          <p className="text-xs text-muted">
            <time dateTime={review.createdAt}>{relativeDayLabel(review.createdAt, now)}</time>
          </p>
        </div>
        <StarRating rating={overall} size="sm" />
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink">{review.comment}</p>
      <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted" aria-label="Scores">
        {RATING_DIMENSIONS.filter((d) => d !== 'OVERALL' && review.ratings[d] !== undefined).map((d) => (
          <li key={d}>
            {ratingDimensionLabel(d)} <span className="font-semibold text-ink tabular-nums">{formatRating(review.ratings[d] ?? 0)}</span>
          </li>
        ))}
      </ul>
      {review.likeCount > 0 && (
        <p className="mt-2 text-xs text-muted">
          {review.likeCount} {review.likeCount === 1 ? 'person found' : 'people found'} this helpful
        </p>
      )}
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="flex flex-col gap-5">
      {[0, 1].map((i) => (
        <div key={i} className="animate-pulse" aria-hidden>
          <div className="flex items-center gap-3">
            <div className="h-10 w-10 rounded-full bg-line" />
            <div className="h-4 w-32 rounded bg-line" />
          </div>
          <div className="mt-3 h-3 w-full rounded bg-line" />
          <div className="mt-2 h-3 w-4/5 rounded bg-line" />
        </div>
      ))}
    </div>
  );
}

/** What customers said, newest first, a few at a time. */
export function ReviewsSection({ businessId, businessName, reviewCount, className = '' }: { businessId: string; businessName: string; reviewCount: number; className?: string }) {
  const reviews = useBusinessReviews(businessId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  return (
    <section aria-labelledby="reviews-heading" className={`rounded-2xl border border-line bg-white p-5 shadow-sm ${className}`}>
      <h2 id="reviews-heading" className="font-semibold text-ink">
        Reviews {reviewCount > 0 && <span className="font-normal text-muted">({reviewCount})</span>}
      </h2>
      <div className="mt-4">
        {reviews.isPending ? (
          <ReviewsSkeleton />
        ) : reviews.isError && items.length === 0 ? (
          <ErrorState title="We could not load the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">
            {reviewCount > 0
              ? `Written reviews can't be shown right now. The scores under Ratings include all ${reviewCount}.`
              : `No reviews yet. Customers who hire ${businessName} through Tradeshub can review the work when it's done.`}
          </p>
        ) : (
          <>
            <ul>
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} now={now} />
              ))}
            </ul>
            {reviews.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                We could not load more reviews. Try again.
              </p>
            )}
            {reviews.hasNextPage && (
              <Button variant="secondary" className="mt-2 w-full" busy={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
                Show more reviews
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
