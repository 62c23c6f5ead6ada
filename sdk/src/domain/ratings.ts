import type { RatingDimension } from './vocabulary.js';

// Rating colour bands (spec section 9) and the averages shown beside stars.

/** Bands from best to worst, each with the lowest rating it starts at. */
export const RATING_BANDS = [
  { band: 'purple', from: 3.5 },
  { band: 'amber', from: 2.5 },
  { band: 'red', from: Number.NEGATIVE_INFINITY },
] as const;
export type RatingBand = (typeof RATING_BANDS)[number]['band'];

/** The colour each band paints: the theme's purple, an amber, a red. */
export const RATING_BAND_COLOURS = {
  purple: '#6A1B9A',
  amber: '#FFB300',
  red: '#D32F2F',
} as const satisfies Record<RatingBand, string>;

/**
 * The band a rating falls in: 3.5 or more purple, 2.5 to under 3.5 amber, lower red.
 * A missing rating (NaN) is red.
 * @example ratingBand(3.5) // 'purple'; ratingBand(3.45) // 'amber'
 */
export function ratingBand(rating: number): RatingBand {
  // Banded on the rating itself, as the spec words it: 3.45 is under 3.5, so amber, even
  // though it is shown as '3.5'.
  const found = RATING_BANDS.find(({ from }) => rating >= from);
  return found ? found.band : 'red';
}

/** The hex colour for a rating. */
export function ratingColour(rating: number): string {
  return RATING_BAND_COLOURS[ratingBand(rating)];
}

/**
 * A rating rounded half-up to one decimal place. EPSILON keeps 4.45 from rounding down
 * because it is stored as 4.4499999….
 */
export function roundRating(rating: number): number {
  return Math.round((rating + Number.EPSILON) * 10) / 10;
}

/**
 * A rating for display, always with one decimal.
 * @example formatRating(4) // '4.0'
 */
export function formatRating(rating: number): string {
  return roundRating(rating).toFixed(1);
}

/** A review's score on each dimension; dimensions not rated are left out. */
export type DimensionRatings = Partial<Record<RatingDimension, number | null>>;

/**
 * The mean of the dimensions that were rated, unrounded; null when none were.
 * @example averageOfDimensions({ PRICE: 4, QUALITY: 5 }) // 4.5
 */
export function averageOfDimensions(ratings: DimensionRatings): number | null {
  const scores = Object.values(ratings).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (scores.length === 0) return null;
  return scores.reduce((sum, v) => sum + v, 0) / scores.length;
}
