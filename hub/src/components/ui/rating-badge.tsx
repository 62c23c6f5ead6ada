import { RATING_BAND_COLOURS, formatRating, ratingBand, type RatingBand, type RatingDimension } from '@tradeshub/sdk';

type Size = 'sm' | 'md' | 'lg' | 'xl';

// The band paints the background (the sdk's colours); white text on purple and red, ink on
// amber, so every band keeps at least 4.5:1 contrast.
const TEXT_ON_BAND: Record<RatingBand, string> = { purple: 'text-white', amber: 'text-ink', red: 'text-white' };

const SIZES: Record<Size, string> = {
  sm: 'min-w-9 px-1.5 py-0.5 text-xs rounded-md',
  md: 'min-w-11 px-2 py-1 text-sm rounded-lg',
  lg: 'min-w-14 px-2.5 py-1.5 text-lg rounded-xl',
  xl: 'min-w-20 px-3 py-2 text-3xl rounded-2xl',
};

export interface RatingBadgeProps {
  /** An average from 0 to 5; 0 means "not rated yet". */
  rating: number;
  size?: Size;
  className?: string;
}

/**
 * A rating as a number in its colour band (spec section 9): 3.5 or more purple, 2.5 to
 * under 3.5 amber, lower red. A business nobody has rated yet shows "New" in grey.
 */
export function RatingBadge({ rating, size = 'md', className = '' }: RatingBadgeProps) {
  const rated = Number.isFinite(rating) && rating > 0;
  const band = rated ? ratingBand(rating) : null;
  const tone = band ? TEXT_ON_BAND[band] : 'bg-surface text-muted ring-1 ring-line';
  return (
    <span
      role="img"
      aria-label={rated ? `Rated ${formatRating(rating)} out of 5` : 'Not rated yet'}
      data-band={band ?? 'unrated'}
      style={band ? { backgroundColor: RATING_BAND_COLOURS[band] } : undefined}
      className={`inline-flex items-center justify-center font-bold tabular-nums leading-none ${SIZES[size]} ${tone} ${className}`}
    >
      {rated ? formatRating(rating) : 'New'}
    </span>
  );
}

/** A rating dimension as people read it: 'PUNCTUALITY' -> 'Punctuality'. */
export function ratingDimensionLabel(dimension: RatingDimension): string {
  return dimension.charAt(0) + dimension.slice(1).toLowerCase();
}
