// `npm run bench` part: the widgets. Their sizes as a browser downloads them (gzip and
// brotli: the rating badge alone and all four widgets, and each file), and the time from the loader script starting to load to the
// rating badge painted on the example site (the widget marks 'tradeshub:rating-painted'),
// with an empty cache (a first visit) and a warm one (the bundle cached for a year, the
// loader for five minutes, the rating revalidated by ETag).
import { execSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { seedIfEmpty, seedReferenceData } from '../server/src/seed/index.js';
import { measureWidgets } from '../scripts/widgets-size.mjs';
import { percentile, writeResult } from './results.js';

const VISITS = Number(process.env.BENCH_WIDGET_VISITS ?? 15);

/** A port nothing listens on, so the example page can name its own origin before the app starts. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** Milliseconds from the loader's request starting to the badge painted, on one page load. */
async function timeToBadge(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tradeshub:rating-painted').length > 0, undefined, { timeout: 15_000 });
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('tradeshub:rating-painted')[0]!.startTime;
    const loader = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/widgets/tradeshub.js'))!;
    return Math.round((painted - loader.startTime) * 100) / 100;
  });
}

async function main(): Promise<void> {
  execSync('npm run build -w @tradeshub/widgets', { stdio: 'ignore' });
  const sizes = measureWidgets();

  const database = openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  await seedIfEmpty(database.db, { info: () => undefined });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' });
  const widgetsDistDir = new URL('../widgets/dist', import.meta.url).pathname;
  const exampleSiteDir = new URL('../examples/tradesperson-site', import.meta.url).pathname;
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({ ...config, port, siteUrl, widgetsDistDir, exampleSiteDir }, { database });
  await app.listen({ host: '127.0.0.1', port });
  const url = `${siteUrl}/examples/tradesperson-site/`;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let visit = 0; visit < VISITS; visit++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      cold.push(await timeToBadge(page, url));
      warm.push(await timeToBadge(page, url));
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }

  const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
  const result = {
    // What a site downloads, each file compressed on its own as it crosses the wire.
    sizesKb: {
      ratingBadgeOnly: { files: sizes.ratingOnly.files, raw: kb(sizes.ratingOnly.raw), gzip: kb(sizes.ratingOnly.gz), brotli: kb(sizes.ratingOnly.br) },
      allFourWidgets: { files: sizes.allFour.files, raw: kb(sizes.allFour.raw), gzip: kb(sizes.allFour.gz), brotli: kb(sizes.allFour.br) },
      byFile: Object.fromEntries([sizes.loader, sizes.core, ...sizes.chunks].map((s) => [s.file, { raw: kb(s.raw), gzip: kb(s.gz), brotli: kb(s.br) }])),
    },
    timeToBadgeMs: {
      visits: VISITS,
      coldCache: { p50: percentile(cold, 50), p95: percentile(cold, 95) },
      warmCache: { p50: percentile(warm, 50), p95: percentile(warm, 95) },
    },
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult('widgets', result);
}

await main();
