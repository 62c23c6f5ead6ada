import { MAX_SEARCH_RESULTS, milesToKm, type BusinessSearchResult } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { Geocoder } from '../../platform/geocoder.js';
import { toSearchResult } from './mappers.js';
import { boundingBox } from './geo.js';
import { businessesInBox, densityCounts } from './search-density.js';
import { cellsWithin, queryPage, type PageQuery, type PageRow, type SearchOrigin } from './search-query.js';

// Geo search (ARCHITECTURE.md §4). Every strategy below answers a page with the same rows in
// the same order; they differ only in how many rows PostgreSQL reads to be sure of them:
// - walk: in a city many businesses serve the customer, so reading the first few thousand
//   of the whole country in the sort's own order (its index) finds a full page. Any match
//   further down that order would sort after all of them, so the page is exact. Counts of
//   businesses on a grid (search-density.ts) tell a dense area from a sparse one, where it
//   is skipped;
// - cells: where businesses are sparse the H3 cells around the customer hold few
//   candidates, and all of them are checked. This is also the fallback of a short walk;
// - 'Nearest' widens a circle until it holds a full page: nothing outside can come sooner.

export type BusinessSearch = Omit<PageQuery, 'offset'> & { cursor?: string | undefined };

export interface SearchPage {
  items: BusinessSearchResult[];
  nextCursor: string | null;
}

/**
 * How many businesses a walk reads per row the page needs before the cells take over. A walk
 * that gives up costs its reads on top of the cells' ones; a shorter walk gives up more often.
 * At 100k businesses the worst case of the two together is smallest near 75.
 */
const WALK_ROWS_PER_RESULT = 75;
/**
 * A walk is tried when the businesses in the box around the customer, as a share of all,
 * make it expect at least this many matches per row the page needs. Below 1.5 the walk
 * failed for most of the bench's 200 towns and the cells answered anyway (decision 0057).
 */
const WALK_MIN_MATCHES_PER_RESULT = 1.5;
/** Deep pages skip the walk: it would read most of the table. */
const MAX_WALK_ROWS = 5000;
/** The first circle 'Nearest' tries, beyond the nearest distance asked for. */
const NEAREST_FIRST_MILES = 1;

const CURSOR_MESSAGE = 'That page of results is no longer valid. Run the search again from the first page.';
const TOO_DEEP_MESSAGE = `A search shows its first ${MAX_SEARCH_RESULTS.toLocaleString('en-GB')} results. Narrow it with a category, a distance or a rating to find others.`;

/** Where to search from: the point sent, else the place geocoded, else anywhere (null). */
export async function resolveOrigin(
  geocoder: Geocoder,
  where: { latitude?: number | undefined; longitude?: number | undefined; place?: string | undefined },
): Promise<SearchOrigin | null> {
  if (where.latitude !== undefined && where.longitude !== undefined) {
    return { latitude: where.latitude, longitude: where.longitude };
  }
  if (!where.place) return null;
  const [found] = await geocoder.search(where.place, 1);
  if (!found) throw badRequest(`We could not find "${where.place}". Try a nearby town or city, or choose a place from the suggestions.`);
  return { latitude: found.latitude, longitude: found.longitude };
}

function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw badRequest(CURSOR_MESSAGE);
  const offset = Number(cursor);
  if (offset >= MAX_SEARCH_RESULTS) throw badRequest(TOO_DEEP_MESSAGE);
  return offset;
}

/**
 * Whether a walk of `rows` may find a full page: the box around the customer's circle holds a
 * share of all businesses, and the walk reads about that share of its rows from it. Below
 * WALK_MIN_MATCHES_PER_RESULT per row the page needs, the walk is skipped for the cells.
 */
async function walkMayFill(db: Queryable, query: PageQuery, origin: SearchOrigin, rows: number): Promise<boolean> {
  const counts = await densityCounts(db);
  const box = boundingBox(origin.latitude, origin.longitude, milesToKm(query.distanceMiles[1]));
  const nearby = businessesInBox(counts, box);
  if (nearby === null) return true;
  return rows * nearby >= WALK_MIN_MATCHES_PER_RESULT * (query.offset + query.limit + 1) * counts.total;
}

async function findPage(db: Queryable, query: PageQuery): Promise<PageRow[]> {
  const full = query.limit + 1;
  if (!query.origin) return queryPage(db, query, { kind: 'everywhere' });
  const [minMiles, maxMiles] = query.distanceMiles;
  if (query.sort === 'Nearest') {
    for (let miles = minMiles + NEAREST_FIRST_MILES; miles < maxMiles; miles *= 2) {
      const rows = await queryPage(db, query, cellsWithin(query, miles));
      if (rows.length === full) return rows;
    }
    return queryPage(db, query, cellsWithin(query, maxMiles));
  }
  const walkRows = WALK_ROWS_PER_RESULT * (query.offset + full);
  if (walkRows <= MAX_WALK_ROWS && (await walkMayFill(db, query, query.origin, walkRows))) {
    const rows = await queryPage(db, query, { kind: 'walk', rows: walkRows });
    if (rows.length === full) return rows;
  }
  return queryPage(db, query, cellsWithin(query, maxMiles));
}

/**
 * A page of businesses serving the place, filtered and sorted; the cursor is the offset. The
 * pages stop at MAX_SEARCH_RESULTS: the last one is cut there and gives no next cursor.
 */
export async function searchBusinesses(db: Queryable, search: BusinessSearch): Promise<SearchPage> {
  const { cursor, ...rest } = search;
  const offset = offsetOf(cursor);
  const query: PageQuery = { ...rest, offset, limit: Math.min(rest.limit, MAX_SEARCH_RESULTS - offset) };
  if (query.distanceMiles[0] > query.distanceMiles[1]) {
    throw badRequest('The distance filter starts above where it ends. Set the nearer distance first.');
  }
  if ([query.overall, query.price].some(([from, to]) => from > to)) {
    throw badRequest('A rating filter starts above where it ends. Set the lower rating first.');
  }
  const rows = await findPage(db, query);
  const items = rows
    .slice(0, query.limit)
    .map(({ distanceKm, ownerAvatarUrl, categories, ...row }) =>
      toSearchResult(row, { categories, profileImageUrl: ownerAvatarUrl }, distanceKm),
    );
  const next = query.offset + query.limit;
  return { items, nextCursor: rows.length > query.limit && next < MAX_SEARCH_RESULTS ? String(next) : null };
}
