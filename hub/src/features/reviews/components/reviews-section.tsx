import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicBusiness, Review } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useDrawnInTurn } from '../../../lib/draw-in-turn';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useBusinessReviews } from '../api/get-business-reviews';
import { useToggleReviewLike } from '../api/toggle-review-like';
import { ReviewItem } from './review-item';

// The review form (react-hook-form, zod, Headless UI's dialog) loads when someone opens it, not
// with every business profile a visitor reads (docs/decisions/0056-public-pages-paint-first.md).
const ReviewFormDialog = lazy(() => import('./review-form-dialog').then((module) => ({ default: module.ReviewFormDialog })));

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

type Editing = { review: Review | null } | null;

/** What customers said, newest first, a few at a time; and the way to add one's own. */
export function ReviewsSection({ business, className = '' }: { business: PublicBusiness; className?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const reviews = useBusinessReviews(business.id);
  const toggleLike = useToggleReviewLike(business.id);
  const [editing, setEditing] = useState<Editing>(null);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  // Below the profile's first screen: the reviews draw two at a time once the page has painted.
  const drawn = useDrawnInTurn(items.length, { first: 0, step: 2 });
  const now = useNow();
  const userId = session.userInfo?.id ?? null;
  const isOwner = userId !== null && userId === business.ownerId;
  const mine = items.find((r) => r.reviewer.id === userId && r.hiddenReason === null) ?? null;
  const reviewCount = business.rating.count;
  const signedIn = session.isAuthenticated;
  // What each review is given stays the same between turns, so a turn draws only the reviews
  // it adds (ReviewItem is memoised; docs/decisions/0072).
  const viewer = useMemo(() => ({ userId, isOwner, signedIn }), [userId, isOwner, signedIn]);
  const edit = useCallback((review: Review) => setEditing({ review }), []);

  const here = `${location.pathname}${location.search}`;
  const signInAndComeBack = useCallback(() => navigate(paths.signIn(here)), [navigate, here]);
  const write = () => {
    if (!signedIn) signInAndComeBack();
    else setEditing({ review: mine });
  };
  const { mutate: toggle } = toggleLike;
  const like = useCallback((reviewId: string) => (signedIn ? toggle(reviewId) : signInAndComeBack()), [signedIn, toggle, signInAndComeBack]);

  return (
    <section aria-labelledby="reviews-heading" className={`rounded-2xl border border-line bg-white p-5 shadow-sm ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="font-semibold text-ink">
          Reviews {reviewCount > 0 && <span className="font-normal text-muted">({reviewCount})</span>}
        </h2>
        {!isOwner && !session.isLoading && (
          <Button variant={mine ? 'secondary' : 'primary'} className="min-h-9" onClick={write}>
            {!signedIn ? 'Sign in to write a review' : mine ? 'Edit your review' : 'Write a review'}
          </Button>
        )}
      </div>
      <div className="mt-4">
        {reviews.isPending || (items.length > 0 && drawn === 0) ? (
          <ReviewsSkeleton />
        ) : reviews.isError && items.length === 0 ? (
          <ErrorState title="We could not load the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">
            {isOwner
              ? 'No reviews yet. Reviews from your customers will appear here, and you can reply to each one publicly.'
              : `No reviews yet. Be the first to tell others how ${business.name} did.`}
          </p>
        ) : (
          <>
            <ul>
              {items.slice(0, drawn).map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  businessName={business.name}
                  viewer={viewer}
                  now={now}
                  onEdit={edit}
                  onLike={like}
                />
              ))}
            </ul>
            {reviews.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                We could not load more reviews. Try again.
              </p>
            )}
            {reviews.hasNextPage && drawn === items.length && (
              <Button variant="secondary" className="mt-2 w-full" busy={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
                Show more reviews
              </Button>
            )}
          </>
        )}
      </div>
      {editing !== null && (
        <Suspense fallback={null}>
          <ReviewFormDialog open onClose={() => setEditing(null)} businessId={business.id} businessName={business.name} existing={editing.review} />
        </Suspense>
      )}
    </section>
  );
}
