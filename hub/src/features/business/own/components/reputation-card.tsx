import { RATING_DIMENSIONS, formatRating, ratingColour, type Business } from '@tradeshub/sdk';
import { CopyProfileLink } from './copy-profile-link';
import { RatingStars } from './rating-stars';

const dimensionLabel = (dimension: string) => dimension.charAt(0) + dimension.slice(1).toLowerCase();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The owner's reputation at a glance: average, each rating dimension, reviews and recommendations. */
export function ReputationCard({ business }: { business: Business }) {
  const { rating, recommendationCount } = business;
  const hasReviews = rating.count > 0;
  return (
    <section aria-labelledby="reputation-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="reputation-title" className="text-lg font-semibold text-ink">
        Reviews and recommendations
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-accent-50 p-4">
          <dt className="text-xs font-medium tracking-wide text-accent-700 uppercase">Reviews</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{rating.count}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-xs font-medium tracking-wide text-brand-700 uppercase">Recommendations</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{recommendationCount}</dd>
        </div>
      </dl>

      {hasReviews ? (
        <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
          <div className="flex flex-col items-start gap-1 sm:w-40 sm:shrink-0">
            <span className="text-5xl font-extrabold tabular-nums" style={{ color: ratingColour(rating.average) }}>
              {formatRating(rating.average)}
            </span>
            <RatingStars rating={rating.average} />
            <span className="text-sm text-muted">from {plural(rating.count, 'review')}</span>
          </div>
          <ul className="flex flex-1 flex-col gap-2" aria-label="Ratings by category">
            {RATING_DIMENSIONS.filter((d) => d !== 'OVERALL').map((dimension) => {
              const score = rating.dimensions[dimension] ?? 0;
              return (
                <li key={dimension} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-3 text-sm">
                  <span className="text-muted">{dimensionLabel(dimension)}</span>
                  <span aria-hidden className="h-2 overflow-hidden rounded-full bg-line">
                    <span className="block h-full rounded-full" style={{ width: `${(score / 5) * 100}%`, background: ratingColour(score) }} />
                  </span>
                  <span className="text-right font-semibold text-ink tabular-nums">{formatRating(score)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-surface p-5">
          <h3 className="font-semibold text-ink">No reviews yet</h3>
          <p className="mt-1 text-sm text-muted">
            Reviews from customers you have worked with will appear here. Invite past customers to recommend you: sending
            invitations from Tradeshub is coming soon, so for now share your profile link with them.
          </p>
          <div className="mt-4">
            <CopyProfileLink businessId={business.id} />
          </div>
        </div>
      )}
    </section>
  );
}
