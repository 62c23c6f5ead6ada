import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tradeshub</title><div id="root"></div>');
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
