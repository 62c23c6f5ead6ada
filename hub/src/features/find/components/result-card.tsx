import { Link } from 'react-router';
import { RATING_DIMENSIONS, ratingColour, formatRating, type BusinessSearchResult } from '@tradeshub/sdk';
import { RatingBadge, ratingDimensionLabel } from '../../../components/ui/rating-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { milesLabel } from '../format-distance';

const MAX_CATEGORIES = 3;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

export interface ResultCardProps {
  result: BusinessSearchResult;
  /** The number its map pin shows. */
  number: number;
  active: boolean;
  onActivate(id: string | null): void;
}

/** One tradesperson in the results: who, what, how well rated, how far; the whole card opens the profile. */
export function ResultCard({ result, number, active, onActivate }: ResultCardProps) {
  const { rating } = result;
  const categories = result.categories.slice(0, MAX_CATEGORIES);
  const more = result.categories.length - categories.length;
  const rated = rating.count > 0;
  return (
    <article
      id={`result-${result.id}`}
      onMouseEnter={() => onActivate(result.id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={() => onActivate(result.id)}
      onBlur={() => onActivate(null)}
      className={`relative rounded-2xl border bg-white p-4 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-accent-300 ${
        active ? 'border-accent-300 ring-2 ring-accent-200' : 'border-line'
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="relative shrink-0">
          {result.profileImageUrl ? (
            <img src={result.profileImageUrl} alt="" className="h-12 w-12 rounded-full object-cover" loading="lazy" />
          ) : (
            <span aria-hidden className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
              {initialsOf(result.name)}
            </span>
          )}
          <span
            aria-hidden
            className="absolute -top-1 -left-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[10px] font-bold text-white ring-2 ring-white"
          >
            {number}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="leading-snug font-semibold text-ink">
            <Link to={paths.businessView(result.id)} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline">
              {result.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            {result.locality}
            {result.distanceMiles !== null && <> · {milesLabel(result.distanceMiles)} away</>}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Trades">
            {categories.map((c) => (
              <li key={c.id} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                {c.title}
              </li>
            ))}
            {more > 0 && <li className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted">+{more} more</li>}
          </ul>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          <RatingBadge rating={rated ? rating.average : 0} size="lg" />
          {rated && <StarRating rating={rating.average} size="sm" />}
          <span className="text-xs text-muted">{rated ? `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}` : 'No reviews yet'}</span>
        </div>
      </div>
      {rated && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Ratings by dimension">
          {RATING_DIMENSIONS.filter((d) => d !== 'OVERALL').map((dimension) => {
            const score = rating.dimensions[dimension] ?? 0;
            return (
              <li key={dimension} className="inline-flex items-center gap-1.5 rounded-full bg-surface px-2 py-0.5 text-xs text-ink">
                <span aria-hidden className="h-2 w-2 rounded-full" style={{ backgroundColor: score > 0 ? ratingColour(score) : undefined }} />
                {ratingDimensionLabel(dimension)} <span className="font-semibold tabular-nums">{score > 0 ? formatRating(score) : '–'}</span>
              </li>
            );
          })}
        </ul>
      )}
      {result.recommendationCount > 0 && (
        <p className="mt-2 text-xs font-medium text-accent-700">
          Recommended by {result.recommendationCount} {result.recommendationCount === 1 ? 'person' : 'people'}
        </p>
      )}
    </article>
  );
}

/** A card-shaped placeholder while results load. */
export function ResultCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse rounded-2xl border border-line bg-white p-4">
      <div className="flex gap-3">
        <div className="h-12 w-12 rounded-full bg-line" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-line" />
          <div className="h-3 w-1/3 rounded bg-line" />
          <div className="flex gap-1.5">
            <div className="h-5 w-16 rounded-full bg-line" />
            <div className="h-5 w-20 rounded-full bg-line" />
          </div>
        </div>
        <div className="h-9 w-14 rounded-xl bg-line" />
      </div>
      <div className="mt-3 flex gap-1.5">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-5 w-20 rounded-full bg-line" />
        ))}
      </div>
    </div>
  );
}
