// `npm run bench` part: the page's own main-thread work, apart from the machine's. Lighthouse's
// simulation takes each task's wall-clock length from its trace and multiplies it by four; on
// this two-core machine the browser's other processes, the server and Lighthouse itself share
// the cores with the page, and a task's wall-clock length was two to four times the CPU time
// its thread spent (decision 0077). This loads each page in Chromium with a trace and reads
// both: per task after the first contentful paint, its thread's CPU time and its wall-clock
// length, and applies Lighthouse's blocking rule (four times the task, less 50 ms) to each.
// The CPU-time figure is what the page's code and rendering cost, whatever else the machine
// was doing; the wall-clock one is what Lighthouse starts from on this machine.
// Each load is a fresh browser context (no cache) at a phone's size, unthrottled. Starts the
// server as `npm start` does unless told where: BENCH_MAIN_THREAD_URLS takes name=url pairs
// (before=http://127.0.0.1:4301,after=http://127.0.0.1:4300) and alternates load by load;
// BENCH_MAIN_THREAD_RUNS loads per page and server (7 unless told); BENCH_MAIN_THREAD_PAGES=home
// picks pages as BENCH_LIGHTHOUSE_PAGES does; BENCH_LABEL names the result file.
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { blockingOf, type MainThreadLoad, type TraceEvent } from './main-thread-tasks.js';
import { demoBusinessId, demoCustomerStorage, namedServers, startServer, storeSession } from './hub-server.js';
import { percentile, writeResult } from './results.js';

const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 7);
const onlyPages = process.env.BENCH_MAIN_THREAD_PAGES?.split(',').map((part) => part.trim()).filter(Boolean) ?? null;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];

interface Visit {
  readonly path: string;
  /** The demo customer's stored session (a signed-in visit), or none. */
  readonly signedIn: boolean;
}

async function oneLoad(browser: Browser, origin: string, visit: Visit, storage: Record<string, string>): Promise<MainThreadLoad & { firstContentfulPaintMs: number }> {
  // Lighthouse's phone: 412 x 823 at 1.75 device pixels per CSS pixel, touch.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ name: 'tradeshub_cookie_consent', value: 'declined', url: origin }]);
    if (visit.signedIn) await storeSession(context, storage);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${origin}${visit.path}`, { waitUntil: 'networkidle' });
    // What the page does after its reads settle (turns drawn after a paint, the socket's first open).
    await page.waitForTimeout(1_500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const firstContentfulPaintMs = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
    return { ...blockingOf(trace.traceEvents), firstContentfulPaintMs };
  } finally {
    await context.close();
  }
}

/** The middle load's figure (the nearest-rank 50th percentile). */
const median = (values: number[]) => percentile(values, 50);

function summarise(loads: (MainThreadLoad & { firstContentfulPaintMs: number })[]) {
  return {
    blockingFromCpuMedianMs: median(loads.map((load) => load.blockingFromCpuMs)),
    blockingFromWallMedianMs: median(loads.map((load) => load.blockingFromWallMs)),
    longestTaskCpuMedianMs: median(loads.map((load) => load.longestTaskCpuMs)),
    afterPaintCpuMedianMs: median(loads.map((load) => load.afterPaintCpuMs)),
    wallOverCpuMedian: median(loads.map((load) => load.wallOverCpu)),
    firstContentfulPaintMedianMs: median(loads.map((load) => load.firstContentfulPaintMs)),
    loads,
  };
}

async function main(): Promise<void> {
  const named = namedServers('BENCH_MAIN_THREAD_URLS');
  const started = named ? null : await startServer();
  const servers = named ?? [{ name: 'this build', origin: started!.origin }];
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    // Each server's own demo data: the business and the session differ by database.
    const prepared = await Promise.all(
      servers.map(async (server) => {
        const visits: Record<string, Visit> = {
          '/': { path: '/', signedIn: false },
          '/findabussiness': { path: '/findabussiness', signedIn: false },
          'business profile': { path: `/business/view/${await demoBusinessId(server.origin)}`, signedIn: false },
          '/home (signed in)': { path: '/home', signedIn: true },
        };
        return { ...server, visits, storage: await demoCustomerStorage(server.origin) };
      }),
    );
    const pageNames = Object.keys(prepared[0]!.visits).filter((name) => onlyPages === null || onlyPages.some((part) => name.includes(part)));
    const loads = new Map<string, Awaited<ReturnType<typeof oneLoad>>[]>();
    for (const pageName of pageNames) {
      for (let run = 0; run < RUNS; run++) {
        for (const server of prepared) {
          const key = `${server.name}\t${pageName}`;
          loads.set(key, [...(loads.get(key) ?? []), await oneLoad(browser, server.origin, server.visits[pageName]!, server.storage)]);
        }
      }
    }
    const result: Record<string, Record<string, ReturnType<typeof summarise>>> = {};
    console.log('server          page                  blocking from CPU  from wall  longest task CPU  CPU after paint  wall/CPU   FCP  (blocking from CPU of each load, ms)');
    for (const [key, list] of loads) {
      const [serverName, pageName] = key.split('\t') as [string, string];
      const r = summarise(list);
      (result[serverName] ??= {})[pageName] = r;
      console.log(
        `${serverName.padEnd(15)} ${pageName.padEnd(21)} ${String(r.blockingFromCpuMedianMs).padStart(17)} ${String(r.blockingFromWallMedianMs).padStart(10)} ${String(r.longestTaskCpuMedianMs).padStart(17)} ${String(r.afterPaintCpuMedianMs).padStart(16)} ${r.wallOverCpuMedian.toFixed(2).padStart(9)} ${String(r.firstContentfulPaintMedianMs).padStart(5)}  (${list.map((load) => load.blockingFromCpuMs).join(', ')})`,
      );
    }
    const loadAfter = loadavg().map((n) => Math.round(n * 100) / 100);
    console.log(`load average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
    const label = process.env.BENCH_LABEL?.replace(/[^a-z0-9-]/gi, '');
    await writeResult(label ? `main-thread-${label}` : 'main-thread', { runsPerPage: RUNS, servers: result, load: { before: loadBefore, after: loadAfter } });
  } finally {
    await browser.close();
    started?.stop();
  }
}

await main();
