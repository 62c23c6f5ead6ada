import { RATING_DIMENSIONS, formatRating, ratingColour, type RatingSummary } from '@tradeshub/sdk';
import { ratingDimensionLabel } from '../../../../components/ui/rating-badge';

/** The business's average on each of the six rating dimensions, as bars out of 5. */
export function RatingBreakdown({ rating, className = '' }: { rating: RatingSummary; className?: string }) {
  return (
    <section aria-labelledby="ratings-heading" className={`rounded-2xl border border-line bg-white p-5 shadow-sm ${className}`}>
      <h2 id="ratings-heading" className="font-semibold text-ink">
        Ratings
      </h2>
      {rating.count === 0 ? (
        <p className="mt-2 text-sm text-muted">No ratings yet. Scores appear here once customers review work they hired this business for.</p>
      ) : (
        <>
          <p className="mt-0.5 text-sm text-muted">
            Average of {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
          </p>
          <dl className="mt-4 flex flex-col gap-3">
            {RATING_DIMENSIONS.map((dimension) => {
              const score = rating.dimensions[dimension] ?? 0;
              return (
                <div key={dimension} className="grid grid-cols-[6.5rem_minmax(0,1fr)_2.25rem] items-center gap-3">
                  <dt className={`text-sm ${dimension === 'OVERALL' ? 'font-semibold text-ink' : 'text-muted'}`}>{ratingDimensionLabel(dimension)}</dt>
                  <dd className="contents">
                    <span className="h-2.5 overflow-hidden rounded-full bg-surface ring-1 ring-line" aria-hidden>
                      <span
                        className="block h-full rounded-full"
                        style={{ width: `${(score / 5) * 100}%`, backgroundColor: score > 0 ? ratingColour(score) : undefined }}
                      />
                    </span>
                    <span className="text-right text-sm font-semibold tabular-nums text-ink">
                      {score > 0 ? formatRating(score) : '–'}
                      <span className="sr-only"> out of 5</span>
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}
