// `npm run bench` part: how soon a signed-in customer coming back to `/home` sees the first
// post, on a phone-like load: Chromium with the CPU slowed 4x and the network emulated at
// 150 ms latency and 1.6 Mbit/s down (Lighthouse's mobile figures), the demo customer's
// stored session, the cookie question answered. Each load is a fresh browser context (no
// cache). Prints the median and slowest time to the first post and to the first contentful
// paint. Starts the server as `npm start` does unless told where: BENCH_FIRST_POST_URLS takes
// name=url pairs (before=http://127.0.0.1:4301,after=http://127.0.0.1:4300) and alternates
// between them load by load, so two builds are compared under the same load of the machine;
// BENCH_FIRST_POST_RUNS loads per server (7 unless told); BENCH_LABEL names the result file.
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { demoCustomerStorage, namedServers, startServer, storeSession } from './hub-server.js';
import { writeResult } from './results.js';

const RUNS = Number(process.env.BENCH_FIRST_POST_RUNS ?? 7);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Load {
  readonly firstPostMs: number;
  readonly firstContentfulPaintMs: number;
}

async function oneLoad(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const storage = await demoCustomerStorage(origin);
    await context.addCookies([{ name: 'tradeshub_cookie_consent', value: 'declined', url: origin }]);
    await storeSession(context, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/home`, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => ({
      firstPostMs: Math.round(performance.now()),
      firstContentfulPaintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const named = namedServers('BENCH_FIRST_POST_URLS');
  const started = named ? null : await startServer();
  const servers = named ?? [{ name: 'this build', origin: started!.origin }];
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const loads = new Map<string, Load[]>(servers.map((server) => [server.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const server of servers) loads.get(server.name)!.push(await oneLoad(browser, server.origin));
    }
    const result = Object.fromEntries(
      [...loads].map(([name, list]) => [
        name,
        {
          firstPostMedianMs: median(list.map((load) => load.firstPostMs)),
          firstPostSlowestMs: Math.max(...list.map((load) => load.firstPostMs)),
          firstContentfulPaintMedianMs: median(list.map((load) => load.firstContentfulPaintMs)),
          loads: list,
        },
      ]),
    );
    console.log('server          first post: median  slowest   FCP median   (first post of each load, ms)');
    for (const [name, r] of Object.entries(result)) {
      console.log(
        `${name.padEnd(15)} ${String(r.firstPostMedianMs).padStart(18)} ${String(r.firstPostSlowestMs).padStart(8)} ${String(r.firstContentfulPaintMedianMs).padStart(12)}   (${r.loads.map((load) => load.firstPostMs).join(', ')})`,
      );
    }
    const loadAfter = loadavg().map((n) => Math.round(n * 100) / 100);
    console.log(`load average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
    const label = process.env.BENCH_LABEL?.replace(/[^a-z0-9-]/gi, '');
    await writeResult(label ? `first-post-${label}` : 'first-post', { runsPerServer: RUNS, network: NETWORK, cpuSlowdown: 4, servers: result, load: { before: loadBefore, after: loadAfter } });
  } finally {
    await browser.close();
    started?.stop();
  }
}

await main();
