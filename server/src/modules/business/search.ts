import { MAX_SEARCH_RESULTS, milesToKm, type BusinessSearchResult } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { Geocoder } from '../../platform/geocoder.js';
import { toSearchResult } from './mappers.js';
import { categoriesByIds } from './queries.js';
import { boundingBox, degreeSquaresCovering } from './geo.js';
import { businessesInBox, businessesInDegreeSquares, densityCounts } from './search-density.js';
import { cellsWithin, queryPage, type PageQuery, type PageRow, type SearchOrigin, type WalkSource } from './search-query.js';

// Geo search (ARCHITECTURE.md §4). Every strategy below answers a page with the same rows in
// the same order; they differ only in how many rows PostgreSQL reads to be sure of them:
// - walk: in a city many businesses serve the customer, so reading the first few hundred
//   of the degree squares around them in the sort's own order (each square's index, merged)
//   finds a full page. The squares hold every business that can match, and any match further
//   down that order would sort after all of them, so the page is exact. Counts of businesses
//   on a grid (search-density.ts) tell how far a walk must read, and skip it where the cells
//   would read less;
// - cells: where businesses are sparse the H3 cells around the customer hold few
//   candidates, and all of them are checked. This is also the fallback of a short walk;
// - 'Nearest' widens a circle until it holds a full page: nothing outside can come sooner.

export type BusinessSearch = Omit<PageQuery, 'offset'> & { cursor?: string | undefined };

export interface SearchPage {
  items: BusinessSearchResult[];
  nextCursor: string | null;
}

/**
 * A walk reads this many times the rows it is expected to need: the page's rows times the
 * businesses of its degree squares per business in the distance filter's box. Filters, the
 * businesses' own service radii and uneven squares make some walks need more (decision 0064).
 */
const WALK_ROWS_PER_EXPECTED_ROW = 3;
/** A 100-mile search in Britain touches up to 28 degree squares. */
const MAX_WALK_SQUARES = 30;
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
 * The walk for a page near `origin`, or null where the cells read less: they read about every
 * business in the box, so a walk expected to read more than those is skipped, as is one over
 * more squares than MAX_WALK_SQUARES.
 */
async function walkNear(db: Queryable, query: PageQuery, origin: SearchOrigin): Promise<WalkSource | null> {
  const counts = await densityCounts(db);
  const box = boundingBox(origin.latitude, origin.longitude, milesToKm(query.distanceMiles[1]));
  const nearby = businessesInBox(counts, box);
  const squares = degreeSquaresCovering(box, MAX_WALK_SQUARES);
  const needed = query.offset + query.limit + 1;
  if (nearby === null || squares === null || nearby < needed) return null;
  const rows = Math.ceil((WALK_ROWS_PER_EXPECTED_ROW * needed * businessesInDegreeSquares(counts, squares)) / nearby);
  return rows <= Math.min(nearby, MAX_WALK_ROWS) ? { kind: 'walk', rows, squares } : null;
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
  const walk = await walkNear(db, query, query.origin);
  if (walk) {
    const rows = await queryPage(db, query, walk);
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
  const page = rows.slice(0, query.limit);
  const categories = await categoriesByIds(db, page.map((row) => row.categoryIds));
  const items = page.map(({ distanceKm, ownerAvatarUrl, categoryIds: _ids, ...row }, i) =>
    toSearchResult(row, { categories: categories[i]!, profileImageUrl: ownerAvatarUrl }, distanceKm),
  );
  const next = query.offset + query.limit;
  return { items, nextCursor: rows.length > query.limit && next < MAX_SEARCH_RESULTS ? String(next) : null };
}
