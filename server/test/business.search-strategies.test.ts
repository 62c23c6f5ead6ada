import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { milesToKm, SEARCH_SORT_OPTIONS, type CategoryTitle } from '@tradeshub/sdk';
import { boundingBox, degreeSquareOf, degreeSquaresCovering } from '../src/modules/business/geo.js';
import { businessesInDegreeSquares, densityCounts } from '../src/modules/business/search-density.js';
import { cellsWithin, queryPage, type PageQuery } from '../src/modules/business/search-query.js';
import { publicBusinessColumns } from '../src/modules/business/mappers.js';
import { businesses, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertBusinesses, MANCHESTER, pointAt, seedCategories, type BusinessFixture } from './business.fixtures.js';

// Every way search finds a page (a walk of the degree squares' sort indexes, the cells around the customer,
// widening circles for 'Nearest') must answer the same rows in the same order; they differ
// only in what they read. 120 businesses 0.3 to 36 miles from Manchester, ratings and counts
// that tie often, service radii that leave some out, so the cut falls inside ties.
const categoriesOf: CategoryTitle[][] = [['Plumbing'], ['Roofing'], ['Plumbing', 'Tiling']];
const FIXTURES: BusinessFixture[] = Array.from({ length: 120 }, (_, i) => ({
  name: `Trade ${i}`,
  ...pointAt(MANCHESTER, milesToKm(0.3 * (i + 1)), (i * 67) % 360),
  radiusMiles: i % 5 === 2 ? 10 : 30,
  ratingOverall: 1 + (i % 5),
  ratingPrice: 1 + (i % 3),
  ratingCleanliness: 1 + (i % 4),
  ratingFriendliness: 1 + ((i + 1) % 5),
  ratingQuality: 1 + ((i + 2) % 5),
  ratingPunctuality: 1 + ((i + 3) % 5),
  reviewCount: (i * 7) % 4,
  recommendationCount: i % 3,
  categories: categoriesOf[i % 3]!,
}));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await insertBusinesses(server, await seedCategories(server), FIXTURES);
});
afterAll(async () => server?.close());

function pageQuery(overrides: Partial<PageQuery>): PageQuery {
  return {
    origin: MANCHESTER,
    distanceMiles: [0, 21],
    overall: [0, 0],
    price: [0, 0],
    minimums: { cleanliness: 0, friendliness: 0, quality: 0, punctuality: 0 },
    sort: 'Highest Rated',
    offset: 0,
    limit: 7,
    ...overrides,
  };
}

/** The degree squares of the distance filter's box: two here, so a walk merges them. */
function squaresOf(query: PageQuery): number[] {
  const box = boundingBox(MANCHESTER.latitude, MANCHESTER.longitude, milesToKm(query.distanceMiles[1]));
  return degreeSquaresCovering(box, 30)!;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const FILTERS: [string, Partial<PageQuery>][] = [
  ['no filter', {}],
  ['a distance range', { distanceMiles: [4, 15] }],
  ['an overall range and a minimum', { overall: [2, 4], minimums: { cleanliness: 2, friendliness: 0, quality: 0, punctuality: 0 } }],
  ['a category', { category: 'Tiling' }],
  ['a later page', { offset: 14 }],
];

test("the database numbers each business's degree square as search does", async () => {
  const rows = await server.database.query<{ latitude: number; longitude: number; degree_square: number }>(
    'SELECT latitude, longitude, degree_square FROM businesses',
  );
  expect(rows).toHaveLength(FIXTURES.length);
  for (const row of rows) expect(row.degree_square).toBe(degreeSquareOf(row.latitude, row.longitude));
  expect(squaresOf(pageQuery({}))).toHaveLength(2);
});

test('the density counts hold how many businesses each degree square has, which sets how far a walk reads', async () => {
  const rows = await server.database.query<{ degree_square: number; businesses: number }>(
    'SELECT degree_square, count(*)::int AS businesses FROM businesses GROUP BY degree_square',
  );
  const counts = await densityCounts(server.database.db);
  expect(Object.fromEntries(counts.perDegreeSquare)).toEqual(Object.fromEntries(rows.map((row) => [row.degree_square, row.businesses])));
  expect(businessesInDegreeSquares(counts, squaresOf(pageQuery({})))).toBeGreaterThan(0);
});

describe('every strategy answers the same page', () => {
  for (const sort of SEARCH_SORT_OPTIONS.filter((option) => option !== 'Nearest')) {
    test.each(FILTERS)(`${sort}: a walk that reads every business and the cells agree, with %s`, async (_case, filter) => {
      const query = pageQuery({ sort, ...filter });
      const cells = await queryPage(server.database.db, query, cellsWithin(query, query.distanceMiles[1]));
      const walk = await queryPage(server.database.db, query, { kind: 'walk', rows: FIXTURES.length, squares: squaresOf(query) });
      expect(cells.length).toBeGreaterThan(0);
      expect(ids(walk)).toEqual(ids(cells));
      expect(walk.map((row) => row.distanceKm)).toEqual(cells.map((row) => row.distanceKm));
      // A short walk answers only when it found a full page, and then the same one.
      const short = await queryPage(server.database.db, query, {
        kind: 'walk',
        rows: 3 * (query.offset + query.limit + 1),
        squares: squaresOf(query),
      });
      if (short.length === query.limit + 1) expect(ids(short)).toEqual(ids(cells));
    });
  }

  test.each(FILTERS)("Nearest: a smaller circle that holds a full page agrees with the whole distance, with %s", async (_case, filter) => {
    const query = pageQuery({ sort: 'Nearest', ...filter });
    const whole = await queryPage(server.database.db, query, cellsWithin(query, query.distanceMiles[1]));
    let compared = 0;
    for (const miles of [3, 6, 12]) {
      const circle = await queryPage(server.database.db, query, cellsWithin(query, miles));
      if (circle.length === query.limit + 1) {
        expect(ids(circle)).toEqual(ids(whole));
        compared += 1;
      }
    }
    expect(whole.length).toBeGreaterThan(0);
    if (!filter.distanceMiles && !filter.category && !filter.overall && !filter.offset) expect(compared).toBeGreaterThan(0);
  });
});

// The page comes from the database as one JSON text (decision 0066); its rows must be what
// reading the columns gives, in the sort's order.
test("a page's rows hold each column's value as reading the column gives it, in the sort's order", async () => {
  const db = server.database.db;
  // Ratings with decimals, as real averages are: a float4 must come back as the same number.
  await server.database.query("UPDATE businesses SET rating_quality = 4.37, rating_price = 2.33 WHERE name = 'Trade 3'");
  try {
    const query = pageQuery({ limit: 40 });
    for (const source of [cellsWithin(query, query.distanceMiles[1]), { kind: 'walk' as const, rows: FIXTURES.length, squares: squaresOf(query) }]) {
      const page = await queryPage(db, query, source);
      expect(page.length).toBeGreaterThan(20);
      expect(page.some((row) => row.name === 'Trade 3')).toBe(true);
      const read = await db
        .select({ ...publicBusinessColumns, ownerAvatarUrl: users.avatarUrl })
        .from(businesses)
        .leftJoin(users, eq(users.id, businesses.ownerUserId))
        .where(inArray(businesses.id, ids(page)))
        .orderBy(desc(businesses.ratingOverall), desc(businesses.reviewCount), asc(businesses.id));
      expect(ids(page)).toEqual(ids(read));
      page.forEach(({ distanceKm, categoryIds, ...columns }, i) => {
        expect(columns).toEqual(read[i]);
        expect(columns.createdAt).toBeInstanceOf(Date);
        expect(distanceKm).toBeGreaterThan(0);
        expect(categoryIds.length).toBe(categoriesOf[Number(columns.name.split(' ')[1]) % 3]!.length);
      });
    }
    const decimals = (await queryPage(db, query, cellsWithin(query, query.distanceMiles[1]))).find((row) => row.name === 'Trade 3')!;
    expect([decimals.ratingQuality, decimals.ratingPrice]).toEqual([4.37, 2.33]);
  } finally {
    await server.database.query("UPDATE businesses SET rating_quality = 3, rating_price = 1 WHERE name = 'Trade 3'");
  }
});
