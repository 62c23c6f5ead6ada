import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
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
  ];
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("hub")');
  // What scripts/prerender-hub.mjs writes: the landing and the search page as they first paint.
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', 'index.html'), '<!doctype html><title>Tradeshub</title><div id="root"><h1>Find a tradesperson your neighbours trust</h1></div>');
  writeFileSync(join(dist, 'pages', 'findabussiness.html'), '<!doctype html><title>Tradeshub</title><div id="root"><h1>Find a tradesperson</h1></div>');
  server = await startTestServer({ HUB_DIST_DIR: dist });
});
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
