import type { BusinessSearchResult } from '@tradeshub/sdk';

// What /random shows: one well-rated, recommended tradesperson near the visitor, different
// each time (docs/decisions/0035-random-tradesperson.md).

/** Rated at least this on average... */
export const RANDOM_MIN_RATING = 4;
/** ...by at least this many reviews... */
export const RANDOM_MIN_REVIEWS = 3;
/** ...and recommended at least once. */
export const RANDOM_MIN_RECOMMENDATIONS = 1;
/** How many candidates one draw looks at: the best recommended near the place. */
export const RANDOM_POOL_SIZE = 50;

/** Whether a search result is good enough to be offered at random. */
export function isRandomCandidate(business: { rating: Pick<BusinessSearchResult['rating'], 'average' | 'count'>; recommendationCount: number }): boolean {
  return (
    business.rating.count >= RANDOM_MIN_REVIEWS &&
    business.rating.average >= RANDOM_MIN_RATING &&
    business.recommendationCount >= RANDOM_MIN_RECOMMENDATIONS
  );
}

export interface RandomDraw<T> {
  pick: T;
  /** The ids shown since the pool was last gone through, the pick included (keep them for the next draw). */
  shown: string[];
}

/**
 * Draws one candidate uniformly among those not shown yet. Once every one has been shown the
 * round starts again, never with the one just shown (unless it is the only one), so no two
 * draws in a row are the same and each candidate comes up once a round.
 * @param random a number in [0, 1), e.g. Math.random()
 */
export function drawRandomTradesperson<T extends { id: string }>(pool: readonly T[], shown: readonly string[], random: number): RandomDraw<T> | null {
  if (pool.length === 0) return null;
  const ids = new Set(pool.map((c) => c.id));
  const stillShown = shown.filter((id) => ids.has(id));
  let fresh = pool.filter((c) => !stillShown.includes(c.id));
  let history = stillShown;
  if (fresh.length === 0) {
    const last = stillShown.at(-1);
    fresh = pool.length > 1 ? pool.filter((c) => c.id !== last) : [...pool];
    history = [];
  }
  const index = Math.min(fresh.length - 1, Math.floor(Math.max(0, random) * fresh.length));
  const pick = fresh[index]!;
  return { pick, shown: [...history, pick.id] };
}
