import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  MAX_SEARCH_RESULTS,
  milesToKm,
  SEARCH_SORT_OPTIONS,
  type BusinessSearchBody,
  type BusinessSearchResult,
  type SearchSortOption,
  type TradeshubClient,
} from '@tradeshub/sdk';
import { startTestServer, type TestServer } from './harness.js';
import {
  anonymousClient,
  call,
  createUser,
  insertBusinesses,
  MANCHESTER,
  pointAt,
  seedCategories,
  type BusinessFixture,
} from './business.fixtures.js';


// 30 businesses 0.8, 1.6, ... 24 miles from the centre of Manchester on spread bearings, with
// ratings, review and recommendation counts that tie now and then, one unrated business,
// four with a 5-mile service radius, and one far away in Edinburgh.
interface Fixture extends BusinessFixture {
  miles: number;
}
const half = (n: number) => 1 + (n % 9) * 0.5;
const FIXTURES: Fixture[] = Array.from({ length: 30 }, (_, i): Fixture => {
  const miles = Math.round(0.8 * (i + 1) * 10) / 10;
  const unrated = i === 5;
  const score = (value: number) => (unrated ? 0 : value);
  return {
    name: `Trade ${String(i).padStart(2, '0')}`,
    miles,
    ...pointAt(MANCHESTER, milesToKm(miles), (i * 47) % 360),
    radiusMiles: i % 7 === 3 ? 5 : 30,
    // 4.3 is not exact in a float: a filter ending at 4.3 must still include it.
    ratingOverall: score(i === 6 ? 4.3 : half(i * 7)),
    ratingPrice: score(half(i * 3)),
    ratingCleanliness: score(1 + (i % 5)),
    ratingFriendliness: score(1 + ((i + 2) % 5)),
    ratingQuality: score(1 + ((i + 4) % 5)),
    ratingPunctuality: score(1 + ((i + 1) % 5)),
    reviewCount: unrated ? 0 : (i * 5) % 13,
    recommendationCount: (i * 3) % 8,
    categories: i % 3 === 0 ? ['Plumbing'] : i % 3 === 1 ? ['Roofing'] : ['Plumbing', 'Tiling'],
  };
});
const EDINBURGH: Fixture = {
  ...FIXTURES[0]!,
  name: 'Far Away Roofing',
  miles: 186,
  latitude: 55.9533,
  longitude: -3.1883,
  radiusMiles: 100,
};

let server: TestServer;
let anyone: TradeshubClient;
let nameOf: Map<string, string>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  const categoryIds = await seedCategories(server);
  const fixtures = [...FIXTURES, EDINBURGH];
  const ids = await insertBusinesses(server, categoryIds, fixtures);
  nameOf = new Map(ids.map((id, i) => [id, fixtures[i]!.name]));
  anyone = anonymousClient(server);
});

const fixtureNamed = (name: string) => [...FIXTURES, EDINBURGH].find((f) => f.name === name)!;
const servesCentre = (f: Fixture) => f.miles <= f.radiusMiles;
const withinDefaultDistance = (f: Fixture) => f.miles <= 21 && servesCentre(f);
const names = (items: readonly BusinessSearchResult[]) => items.map((item) => nameOf.get(item.id)).sort();
const expected = (keep: (f: Fixture) => boolean) =>
  FIXTURES.filter((f) => withinDefaultDistance(f) && keep(f))
    .map((f) => f.name)
    .sort();

async function search(body: BusinessSearchBody = {}, client = anyone) {
  return client.business.search({ body: { ...MANCHESTER, limit: 100, ...body } });
}

describe('searching near a place', () => {
  test('keeps businesses inside the distance filter and inside their own service radius', async () => {
    const page = await search();
    expect(names(page.items)).toEqual(expected(() => true));
    // The fixture's point: the 21-mile filter drops four, the 5-mile service radius three more.
    expect(page.items).toHaveLength(FIXTURES.length - 4 - 3);
    for (const item of page.items) expect(item.distanceMiles).toBe(fixtureNamed(nameOf.get(item.id)!).miles);
  });

  test('applies a distance range', async () => {
    const page = await search({ distance: [5, 15] });
    expect(names(page.items)).toEqual(expected((f) => f.miles >= 5 && f.miles <= 15));
  });

  test('reaches as far as the distance filter allows', async () => {
    const page = await search({ distance: [0, 100] });
    expect(names(page.items)).toEqual(FIXTURES.filter(servesCentre).map((f) => f.name).sort());
  });

  test.each<[string, BusinessSearchBody, (f: Fixture) => boolean]>([
    ['an overall range', { overall: [4, 5] }, (f) => f.ratingOverall >= 4],
    ['an overall range ending at a stored 4.3', { overall: [3, 4.3] }, (f) => f.ratingOverall >= 3 && f.ratingOverall <= 4.3],
    ['a price range', { price: [2, 3] }, (f) => f.ratingPrice >= 2 && f.ratingPrice <= 3],
    ['a cleanliness minimum', { cleanliness: 4 }, (f) => f.ratingCleanliness >= 4],
    ['a friendliness minimum', { friendliness: 3 }, (f) => f.ratingFriendliness >= 3],
    ['a quality minimum', { quality: 5 }, (f) => f.ratingQuality >= 5],
    [
      'a punctuality minimum with an overall range',
      { punctuality: 2, overall: [2, 5] },
      (f) => f.ratingPunctuality >= 2 && f.ratingOverall >= 2,
    ],
    ['[0, 0] ranges, which mean any rating (even none yet)', { overall: [0, 0], price: [0, 0] }, () => true],
  ])('filters by %s', async (_case, filter, keep) => {
    const page = await search(filter);
    expect(names(page.items)).toEqual(expected(keep));
    expect(page.items.length).toBeGreaterThan(0);
  });

  test('filters by category', async () => {
    const page = await search({ category: 'Tiling' });
    expect(names(page.items)).toEqual(expected((f) => f.categories.includes('Tiling')));
    for (const item of page.items) expect(item.categories.map((c) => c.title)).toContain('Tiling');
  });

  test('searches one category by itself, highest rated first, within 21 miles', async () => {
    const page = await anyone.business.searchByCategory({ body: { ...MANCHESTER, category: 'Roofing', limit: 100 } });
    expect(names(page.items)).toEqual(expected((f) => f.categories.includes('Roofing')));
    const ratings = page.items.map((item) => item.rating.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  const sortKeys: Record<SearchSortOption, (item: BusinessSearchResult) => number[]> = {
    'Highest Rated': (item) => [-item.rating.average, -item.rating.count],
    'Most Reviewed': (item) => [-item.rating.count, -item.rating.average],
    Nearest: (item) => [item.distanceMiles ?? 0],
    'Most Recommended': (item) => [-item.recommendationCount, -item.rating.average],
  };
  const compareKeys = (a: number[], b: number[]) => a.reduce((order, value, k) => order || Math.sign(value - b[k]!), 0);

  test.each(SEARCH_SORT_OPTIONS)('sorts by %s', async (sort) => {
    const page = await search({ sort });
    expect(names(page.items)).toEqual(expected(() => true));
    const keys = page.items.map(sortKeys[sort]);
    for (let k = 1; k < keys.length; k++) expect(compareKeys(keys[k - 1]!, keys[k]!)).toBeLessThanOrEqual(0);
  });

  test("sorts 'Highest Rated' when no sort is given", async () => {
    expect((await search()).items.map((item) => item.id)).toEqual((await search({ sort: 'Highest Rated' })).items.map((item) => item.id));
  });

  test.each(SEARCH_SORT_OPTIONS)('pages through %s without duplicates or gaps', async (sort) => {
    const whole = (await search({ sort })).items.map((item) => item.id);
    const walked: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await search({ sort, limit: 4, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(4);
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(walked).toEqual(whole);
    expect(pages).toBe(Math.ceil(whole.length / 4));
  });

  test('answers public fields only, signed in or not', async () => {
    const viewer = await createUser(server, 'Cara');
    for (const [path, token] of [
      ['/backend-service/public/business/search', undefined],
      ['/backend-service/business/search', viewer.token],
    ] as const) {
      const response = await call(server, 'POST', path, { token, body: { ...MANCHESTER, limit: 100 } });
      expect(response.status).toBe(200);
      const items = (response.body.data as { items: Record<string, unknown>[] }).items;
      expect(items).toHaveLength(expected(() => true).length);
      for (const item of items) {
        for (const key of ['email', 'businessPhoneNumber', 'location', 'serviceId', 'crn', 'vatNo']) expect(item).not.toHaveProperty(key);
      }
      expect(JSON.stringify(items)).not.toMatch(/@example\.co\.uk|High Street|0161 496/);
    }
    expect((await search({}, viewer.client)).items).toHaveLength(expected(() => true).length);
  });

  test('the last page a search reaches ends at the 1,000th result, with no cursor past it', async () => {
    await server.reset();
    const crowd = Array.from({ length: MAX_SEARCH_RESULTS + 10 }, (_, i) => ({ ...FIXTURES[i % FIXTURES.length]!, name: `Crowd ${i}` }));
    await insertBusinesses(server, await seedCategories(server), crowd);
    const last = await anyone.business.search({ body: { cursor: String(MAX_SEARCH_RESULTS - 15), limit: 20 } });
    expect([last.items.length, last.nextCursor]).toEqual([15, null]);
  });

  test('answers an empty page when nothing matches', async () => {
    expect(await search({ latitude: 58.2, longitude: -6.4 })).toEqual({ items: [], nextCursor: null });
    expect(await search({ category: 'Scaffolding' })).toEqual({ items: [], nextCursor: null });
    expect(await search({ overall: [5, 5], quality: 5, cleanliness: 5 })).toEqual({ items: [], nextCursor: null });
  });

  test('searches everywhere, without distances, when no place is given', async () => {
    const page = await anyone.business.search({ body: { limit: 100 } });
    expect(page.items).toHaveLength(FIXTURES.length + 1);
    expect(page.items.every((item) => item.distanceMiles === null)).toBe(true);
  });

  test('finds the place a person typed', async () => {
    const page = await anyone.business.search({ body: { place: 'Manchester', limit: 100 } });
    expect(page.items.length).toBeGreaterThan(15);
    expect(page.items.every((item) => item.distanceMiles !== null && item.distanceMiles <= 21)).toBe(true);
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['a place we cannot find', { place: 'Qqqzzzxx' }, /We could not find "Qqqzzzxx"/],
    ['a page cursor we did not give', { ...MANCHESTER, cursor: 'page-two' }, /Run the search again/],
    ['a distance range that starts above its end', { ...MANCHESTER, distance: [15, 5] }, /distance filter starts above/],
    ['a rating range that starts above its end', { ...MANCHESTER, overall: [4, 2] }, /rating filter starts above/],
    ['a page past the first 1,000 results', { ...MANCHESTER, cursor: String(MAX_SEARCH_RESULTS) }, /A search shows its first 1,000 results\. Narrow it/],
    ['a page far past them', { cursor: '999999999' }, /A search shows its first 1,000 results/],
  ])('answers 400 with a sentence for %s', async (_case, body, message) => {
    const response = await call(server, 'POST', '/backend-service/public/business/search', { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });
});
