import { and, asc, between, eq, exists, getTableName, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_DIAMETER_KM, KM_PER_MILE, milesToKm, type CategoryTitle, type SearchSortOption } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businessCategories, businesses, categories, users } from '../../db/schema/index.js';
import { boundingBox, cellsCovering } from './geo.js';
import { publicBusinessColumns, type PublicBusinessRow } from './mappers.js';

// One statement answers one page: candidates, the exact great-circle distance, the distance
// filter and each business's own service radius, rating and category filters, the sort and
// the cut. The page's categories and pictures are subqueries of the same statement that
// PostgreSQL evaluates after the LIMIT, for the page's rows only.

type Range = readonly [number, number];

/** The table's name as an identifier: subqueries that stand for the table take it. */
const TABLE = sql.identifier(getTableName(businesses));

export interface SearchOrigin {
  latitude: number;
  longitude: number;
}

/** A search as the query needs it; [0, 0] ranges and 0 minimums mean any rating. */
export interface PageQuery {
  origin: SearchOrigin | null;
  distanceMiles: Range;
  overall: Range;
  price: Range;
  minimums: { cleanliness: number; friendliness: number; quality: number; punctuality: number };
  category?: CategoryTitle | undefined;
  sort: SearchSortOption;
  offset: number;
  limit: number;
}

/**
 * Where the candidates come from:
 * - `cells`: the H3 cells covering `withinMiles` of the origin (the h3_cell index), and no
 *   business farther than `withinMiles`;
 * - `walk`: the first `rows` businesses in sort order among those in the given degree
 *   squares (each square's sort index, merged), for dense areas where matches are common and
 *   the best of them come first. The squares must hold every business of the distance
 *   filter's box;
 * - `everywhere`: every business, when the search has no place.
 */
export type CandidateSource = { kind: 'cells'; withinMiles: number; cells: string[] | null } | WalkSource | { kind: 'everywhere' };
export interface WalkSource {
  kind: 'walk';
  rows: number;
  squares: readonly number[];
}

/** The cells source for a circle of `withinMiles` (capped at the distance filter's end) around the origin. */
export function cellsWithin(query: PageQuery, withinMiles: number): Extract<CandidateSource, { kind: 'cells' }> {
  const { origin } = query;
  const miles = Math.min(withinMiles, query.distanceMiles[1]);
  return { kind: 'cells', withinMiles: miles, cells: origin ? cellsCovering(origin.latitude, origin.longitude, milesToKm(miles)) : null };
}

export interface PageRow extends PublicBusinessRow {
  distanceKm: number | null;
  ownerAvatarUrl: string | null;
  categoryIds: string[];
}

/**
 * "table"."column". Drizzle leaves columns unqualified in a one-table select, which would
 * make the correlated subqueries below read their own tables' `id`.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Haversine in SQL with the sdk's Earth diameter, so server and hub agree on every distance;
 * null outside the box around the circle of `withinKm`, which costs four comparisons instead
 * of the trigonometry for the many candidates that are far away.
 */
function distanceKmFrom(origin: SearchOrigin, withinKm: number): SQL<number | null> {
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  const [businessLat, businessLng] = [qualified(businesses.latitude), qualified(businesses.longitude)];
  const box = boundingBox(origin.latitude, origin.longitude, withinKm);
  const inBox = and(
    sql`${businessLat} BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`,
    box.longitude ? sql`${businessLng} BETWEEN ${box.longitude.min}::float8 AND ${box.longitude.max}::float8` : undefined,
  );
  return sql<number | null>`CASE WHEN ${inBox} THEN ${EARTH_DIAMETER_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${businessLat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${businessLat})) * power(sin(radians(${businessLng} - ${lng}) / 2), 2)
  ))) END`;
}

// Ratings live in `real` columns; comparing with `real` bounds keeps 4.3 equal to 4.3.
const real = (value: number) => sql`${value}::real`;
const km = (miles: number) => sql`${milesToKm(miles)}::float8`;
const DISTANCE_COLUMN = 'distance_km';

function ratingRange(column: AnyColumn, [from, to]: Range): SQL | undefined {
  return from === 0 && to === 0 ? undefined : between(column, real(from), real(to));
}

const atLeast = (column: AnyColumn, minimum: number) => (minimum > 0 ? gte(column, real(minimum)) : undefined);

// The category's id is looked up once per statement (an InitPlan), so each candidate costs
// one probe of the business_categories primary key.
function offeringCategory(db: Queryable, title: CategoryTitle): SQL {
  const categoryId = db.select({ id: categories.id }).from(categories).where(eq(categories.title, title));
  return exists(
    db
      .select({ one: sql`1` })
      .from(businessCategories)
      .where(
        and(
          sql`${qualified(businessCategories.businessId)} = ${qualified(businesses.id)}`,
          sql`${qualified(businessCategories.categoryId)} = (${categoryId})`,
        ),
      ),
  );
}

/**
 * DESC NULLS LAST, exactly as the sort indexes are built: PostgreSQL's plain DESC means
 * NULLS FIRST, and a query whose null order differs cannot read the index, even on NOT NULL
 * columns, so it would sort the whole table instead.
 */
const descending = (column: AnyColumn) => sql`${column} DESC NULLS LAST`;

/**
 * The sort orders of SEARCH_SORT_OPTIONS, the id last so pages never overlap. Without a
 * distance, this is exactly the order of the sort's index, which `walk` reads.
 */
function orderOf(sort: SearchSortOption, distanceKm: SQL<number> | null): SQL[] {
  const byRating = [descending(businesses.ratingOverall), descending(businesses.reviewCount)];
  const keys: Record<SearchSortOption, SQL[]> = {
    'Highest Rated': byRating,
    'Most Reviewed': [descending(businesses.reviewCount), descending(businesses.ratingOverall)],
    'Most Recommended': [descending(businesses.recommendationCount), ...byRating],
    Nearest: distanceKm ? [asc(distanceKm), ...byRating] : byRating,
  };
  return [...keys[sort], asc(businesses.id)];
}

/** Filters on the business's own columns, the same whatever the candidates. */
function ratingAndCategoryFilters(db: Queryable, query: PageQuery): (SQL | undefined)[] {
  return [
    ratingRange(businesses.ratingOverall, query.overall),
    ratingRange(businesses.ratingPrice, query.price),
    atLeast(businesses.ratingCleanliness, query.minimums.cleanliness),
    atLeast(businesses.ratingFriendliness, query.minimums.friendliness),
    atLeast(businesses.ratingQuality, query.minimums.quality),
    atLeast(businesses.ratingPunctuality, query.minimums.punctuality),
    query.category ? offeringCategory(db, query.category) : undefined,
  ];
}

/** How far from the origin a business may be: the distance filter's end, or the cells' circle if nearer. */
function reachMiles(query: PageQuery, source: CandidateSource): number {
  const maxMiles = query.distanceMiles[1];
  return source.kind === 'cells' ? Math.min(source.withinMiles, maxMiles) : maxMiles;
}

/**
 * The candidate rows with their distance. The subquery takes the table's name, so every
 * expression of the outer query reads it as if it were the table. A walk's LIMIT keeps it
 * apart, so each distance is computed once; the cells' one is merged into the outer query,
 * which leaves PostgreSQL free to start from the category when that is cheaper.
 */
function candidates(db: Queryable, query: PageQuery, source: CandidateSource) {
  const { origin } = query;
  if (!origin || source.kind === 'everywhere') return businesses;
  const withinKm = milesToKm(reachMiles(query, source));
  const withDistance = { row: sql`${businesses}.*`, distanceKm: distanceKmFrom(origin, withinKm).as(DISTANCE_COLUMN) };
  if (source.kind === 'walk') {
    return db
      .select(withDistance)
      .from(inDegreeSquares(query.sort, source))
      .orderBy(...orderOf(query.sort, null))
      .limit(source.rows)
      .as(getTableName(businesses));
  }
  // The cells come as an InitPlan's value, which the planner does not look into: given the
  // array itself, it estimates each of its ~150 cells from the column's statistics, which
  // took longer than the rest of the planning together (decision 0057).
  const { cells } = source;
  return db
    .select(withDistance)
    .from(businesses)
    .where(cells ? sql`${qualified(businesses.h3Cell)} = ANY((SELECT ${sql.param(cells)}::text[])::text[])` : undefined)
    .as(getTableName(businesses));
}

/**
 * What the page reads of a walked business: its public columns and where it is. Every column
 * the statement names costs planning and execution at each of its levels; all of them took
 * about twice as long to plan (decision 0064).
 */
const WALKED_COLUMNS = sql.join(
  [...new Set([...Object.values(publicBusinessColumns), businesses.latitude, businesses.longitude])].map((column) =>
    sql.identifier(column.name),
  ),
  sql`, `,
);

/**
 * The first `rows` businesses of each square in sort order, as one relation under the table's
 * name. Each branch reads its square's sort index and stops at `rows`; sorted by the same keys,
 * PostgreSQL merges the branches (a Merge Append) and reads each only as far as the walk gets.
 * A branch keeps its own ORDER BY and LIMIT because PostgreSQL cannot lift a branch with a
 * WHERE into the union, and a branch it does not lift is only read in order if it says so.
 */
function inDegreeSquares(sort: SearchSortOption, { squares, rows }: { squares: readonly number[]; rows: number }): SQL {
  const order = sql.join(orderOf(sort, null), sql`, `);
  const branches = squares.map(
    (square) => sql`(SELECT ${WALKED_COLUMNS} FROM ${businesses} WHERE ${qualified(businesses.degreeSquare)} = ${square}::integer
      ORDER BY ${order} LIMIT ${rows}::integer)`,
  );
  return sql`(${sql.join(branches, sql` UNION ALL `)}) AS ${TABLE}`;
}

/** Names of the page's own fields in its JSON (a business's columns keep their own names). */
const PAGE_FIELDS = { distanceKm: 'page_distance_km', ownerAvatarUrl: 'owner_avatar_url', categoryIds: 'category_ids' } as const;

/**
 * One page (plus one row, to tell whether another page follows) from the given candidates.
 * The database answers the page as one JSON text, ordered as the page is: the driver decodes
 * one field instead of each row's 22, which took about 8% of a search's time on PGlite, and
 * each value is decoded by its own column, as a plain select would (decision 0066).
 */
export async function queryPage(db: Queryable, query: PageQuery, source: CandidateSource): Promise<PageRow[]> {
  const { origin } = query;
  const distanceKm =
    origin && source.kind !== 'everywhere'
      ? sql<number>`${TABLE}.${sql.identifier(DISTANCE_COLUMN)}`
      : null;
  const [minMiles] = query.distanceMiles;
  const page = db
    .select({
      ...publicBusinessColumns,
      distanceKm: (distanceKm ?? sql<null>`NULL::float8`).as(PAGE_FIELDS.distanceKm),
      ownerAvatarUrl: sql<string | null>`(
        SELECT ${qualified(users.avatarUrl)} FROM ${users} WHERE ${qualified(users.id)} = ${qualified(businesses.ownerUserId)})`.as(PAGE_FIELDS.ownerAvatarUrl),
      // Ids only: joining each business's categories to their titles and ordering them took
      // longer than the rest of a walk's page (decision 0064); queries.ts names them.
      categoryIds: sql<string[]>`ARRAY(
        SELECT ${qualified(businessCategories.categoryId)} FROM ${businessCategories}
        WHERE ${qualified(businessCategories.businessId)} = ${qualified(businesses.id)})`.as(PAGE_FIELDS.categoryIds),
    })
    .from(candidates(db, query, source))
    .where(
      and(
        // The cells' distance is merged into this query as its whole expression, computed once
        // per mention: one test for both ends (radius_miles is never null, so least() is
        // exact) and none for a start of 0, which every distance meets.
        distanceKm && minMiles > 0 ? gte(distanceKm, km(minMiles)) : undefined,
        distanceKm
          ? sql`${distanceKm} <= least(${km(reachMiles(query, source))}, ${qualified(businesses.radiusMiles)} * ${KM_PER_MILE}::float8)`
          : undefined,
        ...ratingAndCategoryFilters(db, query),
      ),
    )
    .orderBy(...orderOf(query.sort, distanceKm))
    .limit(query.limit + 1)
    .offset(query.offset);
  // The page under the table's name, so the aggregate's order is the page's own, key for key:
  // json_agg keeps no order of its own. The page's distance is its own field there.
  const pageDistance = distanceKm ? sql<number>`${TABLE}.${sql.identifier(PAGE_FIELDS.distanceKm)}` : null;
  const [answer] = await db
    .select({ json: sql<string>`coalesce(json_agg(${TABLE} ORDER BY ${sql.join(orderOf(query.sort, pageDistance), sql`, `)}), '[]')::text` })
    .from(sql`(${page}) AS ${TABLE}`);
  return (JSON.parse(answer?.json ?? '[]') as Record<string, unknown>[]).map(pageRowOf);
}

/** A page row from its JSON: each column's value as the column itself decodes it. */
function pageRowOf(json: Record<string, unknown>): PageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(publicBusinessColumns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value as never);
  }
  return {
    ...(row as unknown as PublicBusinessRow),
    distanceKm: (json[PAGE_FIELDS.distanceKm] as number | null) ?? null,
    ownerAvatarUrl: (json[PAGE_FIELDS.ownerAvatarUrl] as string | null) ?? null,
    categoryIds: (json[PAGE_FIELDS.categoryIds] as string[] | null) ?? [],
  };
}
