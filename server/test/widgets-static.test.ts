import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { insertBusinesses, seedCategories } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

const VERSION = '0123abcd';
let built: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'widgets-dist-'));
  mkdirSync(join(dist, 'v', VERSION), { recursive: true });
  writeFileSync(join(dist, 'tradeshub.js'), `/* loader */"/widgets/v/${VERSION}/tradeshub-widgets.js"`);
  writeFileSync(join(dist, 'v', VERSION, 'tradeshub-widgets.js'), '/* bundle */');
  writeFileSync(join(dist, 'v', VERSION, 'rating.js'), '/* the rating chunk */');
  const site = mkdtempSync(join(tmpdir(), 'example-site-'));
  writeFileSync(join(site, 'index.html'), '<script src="{{TRADESHUB_ORIGIN}}/widgets/tradeshub.js"></script><tradeshub-rating business-id="{{BUSINESS_ID}}">');
  writeFileSync(join(site, 'site.css'), 'body { color: red }');
  built = await startTestServer({ WIDGETS_DIST_DIR: dist, EXAMPLE_SITE_DIR: site, SITE_URL: 'http://localhost:3000' });
  unbuilt = await startTestServer({ WIDGETS_DIST_DIR: join(dist, 'missing'), EXAMPLE_SITE_DIR: site });
});
afterAll(async () => {
  await built?.close();
  await unbuilt?.close();
});

describe('serving the widgets', () => {
  test('the loader is at a stable address, cached briefly, loadable from any site', async () => {
    const response = await fetch(`${built.baseUrl}/widgets/tradeshub.js`, { headers: { origin: 'https://www.clarkeandpatel.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.clarkeandpatel.example');
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(await response.text()).toContain(`/widgets/v/${VERSION}/`);
  });

  test('the versioned bundle is cached for a year', async () => {
    const response = await fetch(`${built.baseUrl}/widgets/v/${VERSION}/tradeshub-widgets.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toBe('/* bundle */');
  });

  test('each widget chunk sits beside the core, cached for a year and loadable from any site', async () => {
    const response = await fetch(`${built.baseUrl}/widgets/v/${VERSION}/rating.js`, { headers: { origin: 'https://www.clarkeandpatel.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.clarkeandpatel.example');
    expect(await response.text()).toBe('/* the rating chunk */');
  });

  test.each(['carousel.js', 'rating.css', '..%2F..%2Ftradeshub.js', 'RATING.JS'])('a file %s the build did not write is a 404 that points at the loader', async (file) => {
    const response = await fetch(`${built.baseUrl}/widgets/v/${VERSION}/${file}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('/widgets/tradeshub.js');
  });

  test.each(['deadbeef', '..%2F..%2Fetc', 'NOT-HEX'])('an unknown version %s is a 404 that points at the loader', async (version) => {
    const response = await fetch(`${built.baseUrl}/widgets/v/${version}/tradeshub-widgets.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('/widgets/tradeshub.js');
  });

  test('a server whose widgets are not built says how to build them', async () => {
    const response = await fetch(`${unbuilt.baseUrl}/widgets/tradeshub.js`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toContain('npm run build -w @tradeshub/widgets');
  });

  test("the hub's flow pages keep their opener for the widget's popup; other pages keep the strict policy", async () => {
    const flow = await fetch(`${built.baseUrl}/home/recommend?businessId=x&origin=https://a.example`);
    expect(flow.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const other = await fetch(`${built.baseUrl}/health`);
    expect(other.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('serving the example site', () => {
  test('without demo data it says why it cannot show the widgets', async () => {
    const response = await fetch(`${unbuilt.baseUrl}/examples/tradesperson-site/`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toContain('SEED_DEMO_DATA');
  });

  describe('with the demo tradesperson', () => {
    let businessId: string;
    beforeAll(async () => {
      const categories = await seedCategories(built);
      [businessId] = (await insertBusinesses(built, categories, [
        {
          name: DEMO_ACCOUNTS.tradesperson.businessName,
          latitude: 51.43,
          longitude: -0.17,
          radiusMiles: 20,
          ratingOverall: 4.6,
          ratingPrice: 4,
          ratingCleanliness: 5,
          ratingFriendliness: 5,
          ratingQuality: 5,
          ratingPunctuality: 4,
          reviewCount: 9,
          recommendationCount: 3,
          categories: ['Plumbing'],
        },
      ])) as [string];
      await built.database.db.update(users).set({ email: DEMO_ACCOUNTS.tradesperson.email }).where(eq(users.email, 'owner0@example.co.uk'));
    });

    test('the page names the hub and the demo business, as any site would, without the hub’s own policies', async () => {
      const response = await fetch(`${built.baseUrl}/examples/tradesperson-site/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<script src="http://localhost:3000/widgets/tradeshub.js">');
      expect(html).toContain(`business-id="${businessId}"`);
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    });

    test('the strict page allows scripts and calls from the hub alone, and no inline styles', async () => {
      const response = await fetch(`${built.baseUrl}/examples/tradesperson-site/strict-csp.html`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; script-src http://localhost:3000; connect-src http://localhost:3000; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    });

    test('serves the site’s own files and nothing else from its folder', async () => {
      expect((await fetch(`${built.baseUrl}/examples/tradesperson-site/site.css`)).headers.get('content-type')).toContain('text/css');
      expect((await fetch(`${built.baseUrl}/examples/tradesperson-site/missing.css`)).status).toBe(404);
      expect((await fetch(`${built.baseUrl}/examples/tradesperson-site/index.html.bak`)).status).toBe(404);
    });
  });
});
