import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessProfileReads, EARLY_READS_GLOBAL } from '@tradeshub/sdk';
import { insertBusinesses, seedCategories } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let businessId: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Tradeshub</title></head><body><div id="root"></div></body></html>');
  // What hub/build/route-preloads.ts writes: each route's page chunks beyond the entry's.
  const preloads = [
    { path: '/business/view/:id', files: ['/assets/business-view-page-abc.js', '/assets/client-def.js'] },
    { path: '/managework/:id', files: ['/assets/work-page-abc.js'] },
    { path: '/managework/assessments', files: ['/assets/assessments-page-abc.js'] },
    { path: '/findabussiness', files: ['/assets/find-page-abc.js'] },
    { path: '/home', files: ['/assets/home-page-abc.js'] },
  ];
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("hub")');
  // What scripts/prerender-hub.mjs writes: the landing and the search page as they first paint.
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', 'index.html'), '<!doctype html><title>Tradeshub</title><div id="root"><h1>Find a tradesperson your neighbours trust</h1></div>');
  writeFileSync(join(dist, 'pages', 'findabussiness.html'), '<!doctype html><title>Tradeshub</title><div id="root"><h1>Find a tradesperson</h1></div>');
  server = await startTestServer({ HUB_DIST_DIR: dist });
  const rating = { ratingOverall: 4.5, ratingPrice: 4, ratingCleanliness: 5, ratingFriendliness: 5, ratingQuality: 4, ratingPunctuality: 4 };
  const fixture = { name: 'Mancunian Plumbing', latitude: 53.48, longitude: -2.24, radiusMiles: 20, ...rating, reviewCount: 0, recommendationCount: 0 };
  [businessId] = (await insertBusinesses(server, await seedCategories(server), [{ ...fixture, categories: ['Plumbing'] }])) as [string];
});

/** The answers a page's HTML carries for its first render, by address (hub/src/lib/first-reads.ts reads them). */
const firstReadsIn = (html: string) => {
  const json = html.match(/<script type="application\/json" id="first-reads">(.*?)<\/script>/)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
};
afterAll(async () => server?.close());

describe('serving the hub', () => {
  test.each(['/', '/findabussiness', '/business/view/123', '/user/settings/security?x=1'])('answers the page %s with the hub', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  test.each([
    ['/', '<h1>Find a tradesperson your neighbours trust</h1>'],
    ['/findabussiness?category=Plumbing', '<h1>Find a tradesperson</h1>'],
    ['/business/view/123', '<div id="root"></div>'],
  ])('answers %s with the page the build prerendered for it, or the plain hub', async (path, markup) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(markup);
  });

  test("names the route's page chunks as modulepreloads, the profile's for a profile", async () => {
    const html = await (await fetch(`${server.baseUrl}/business/view/0b7c2a7e-1f0e-4c55-9d0b-3f5a0f1e2d3c`)).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/business-view-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/client-def.js"></head>');
    expect(html).not.toContain('work-page');
    const assessments = await (await fetch(`${server.baseUrl}/managework/assessments`)).text();
    expect(assessments).toContain('assessments-page-abc.js');
    expect(assessments).not.toContain('work-page-abc.js');
    const prerendered = await (await fetch(`${server.baseUrl}/findabussiness`)).text();
    expect(prerendered).toContain('<h1>Find a tradesperson</h1>');
    expect(prerendered).toContain('href="/assets/find-page-abc.js"');
    const unknown = await (await fetch(`${server.baseUrl}/no/such/page`)).text();
    expect(unknown).not.toContain('modulepreload');
  });

  test.each(['/home', '/findabussiness', '/managework/assessments'])(
    "%s carries the script that starts a signed-in visitor's first reads, and its policy lets that script run",
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      const html = await response.text();
      const script = html.match(/<script>(.*?)<\/script>/)?.[1];
      expect(script).toContain(EARLY_READS_GLOBAL);
      expect(script?.includes('get-all-posts')).toBe(path === '/home');
      const hash = `'sha256-${createHash('sha256').update(script ?? '').digest('base64')}'`;
      const scriptSources = response.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1]?.split(' ');
      expect(scriptSources).toContain("'self'");
      expect(scriptSources).toContain(hash);
      expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
      // Only the pages carry the hashes: an asset's policy stays helmet's.
      const asset = await fetch(`${server.baseUrl}/assets/app-abc123.js`);
      expect(asset.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(asset.headers.get('content-security-policy')).not.toContain('sha256-');
    },
  );

  test('sends a page compressed by what the request accepts, with an ETag it answers 304 to', async () => {
    const path = `${server.baseUrl}/business/view/123`;
    const br = await fetch(path, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toContain('business-view-page-abc.js');
    const gzip = await fetch(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const etag = gzip.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(path, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  test("a profile's HTML carries the answers its first render needs, as the API gives them to a visitor", async () => {
    const response = await fetch(`${server.baseUrl}/business/view/${businessId}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('business-view-page-abc.js');
    const reads = firstReadsIn(html);
    const addresses = businessProfileReads(businessId);
    expect(Object.keys(reads ?? {}).sort()).toEqual(Object.values(addresses).sort());
    for (const address of Object.values(addresses)) {
      const api = (await (await fetch(`${server.baseUrl}${address}`)).json()) as { data: unknown };
      expect(reads?.[address]).toEqual(api.data);
    }
    expect((reads?.[addresses.business] as { name: string }).name).toBe('Mancunian Plumbing');
  });

  test('an unknown business, or one that is not an id, gets the plain page and shows its own not-found state', async () => {
    for (const id of ['6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f', 'not-an-id']) {
      const response = await fetch(`${server.baseUrl}/business/view/${id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('business-view-page-abc.js');
      expect(firstReadsIn(html)).toBeNull();
    }
  });

  test('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  test('keeps API misses as JSON 404s and missing files as 404s', async () => {
    const api = await fetch(`${server.baseUrl}/backend-service/nope`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
  });
});
