import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { etagMatches, weakEtag } from '../src/http/public-cache.js';
import { createUser, insertBusinesses, seedCategories } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let businessId: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const categories = await seedCategories(server);
  [businessId] = (await insertBusinesses(server, categories, [
    {
      name: 'Mancunian Plumbing',
      latitude: 53.48,
      longitude: -2.24,
      radiusMiles: 20,
      ratingOverall: 4.5,
      ratingPrice: 4,
      ratingCleanliness: 5,
      ratingFriendliness: 5,
      ratingQuality: 4,
      ratingPunctuality: 4,
      reviewCount: 7,
      recommendationCount: 2,
      categories: ['Plumbing'],
    },
  ])) as [string];
  token = (await createUser(server)).token;
});
afterAll(async () => server?.close());

const publicProfile = () => `${server.baseUrl}/backend-service/public/business/${businessId}`;

describe('caching public reads', () => {
  test('a public read carries a weak ETag and a short public max-age, and is open to any origin', async () => {
    const response = await fetch(publicProfile(), { headers: { origin: 'https://www.clarkeandpatel.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.clarkeandpatel.example');
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe('Mancunian Plumbing');
  });

  test('asking again with the ETag gets a 304 with no body; a stale ETag gets the body', async () => {
    const etag = (await fetch(publicProfile())).headers.get('etag')!;
    const unchanged = await fetch(publicProfile(), { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    const stale = await fetch(publicProfile(), { headers: { 'if-none-match': 'W/"something-older"' } });
    expect(stale.status).toBe(200);
  });

  test('the ETag follows the content: a changed business gets a new one', async () => {
    const before = (await fetch(publicProfile())).headers.get('etag');
    await server.database.query(`UPDATE businesses SET description = 'Now with emergency call-outs.' WHERE id = '${businessId}'`);
    const after = await fetch(publicProfile(), { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  test('private reads, reads with a token and failures are not marked cacheable', async () => {
    const signedIn = await fetch(publicProfile(), { headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.headers.get('etag')).toBeNull();
    const missing = await fetch(`${server.baseUrl}/backend-service/public/business/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const profile = await fetch(`${server.baseUrl}/backend-service/user/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.headers.get('etag')).toBeNull();
  });
});

describe('ETag comparison', () => {
  const tag = weakEtag('{"data":1}');
  test.each([
    [tag, true],
    [tag.replace(/^W\//, ''), true],
    [`W/"other", ${tag}`, true],
    ['*', true],
    ['W/"other"', false],
    [undefined, false],
  ])('If-None-Match %s matches: %s', (header, expected) => {
    expect(etagMatches(header, tag)).toBe(expected);
  });
});
