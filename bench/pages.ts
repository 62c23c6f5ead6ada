// `npm run bench` part: the hub's pages on a phone. Builds the hub and the widgets, starts
// the server as `npm start` does (a fresh database in a temporary DATA_DIR, with the demo
// data), then records what a first visit to `/` downloads and how it is encoded, and
// Lighthouse's mobile performance and accessibility scores for the public pages, each the
// median of BENCH_LIGHTHOUSE_RUNS runs (3 unless told: the machine is shared, one run is noisy).
// BENCH_PAGES_URL measures a server that is already running instead (no build, no start);
// BENCH_PORT puts the started server on that port (else a free one); BENCH_LABEL writes
// bench/results/pages-<label>.json (to keep a 'before' beside an 'after'); BENCH_LIGHTHOUSE_REPORTS
// names a folder for every run's full Lighthouse report; BENCH_LIGHTHOUSE_PAGES=home,profile
// runs Lighthouse on those pages only (a lever on one page, measured without the other three).
// `/home` is measured signed in as the demo customer (Amelia): the bench signs in through the
// API and puts the token where the hub keeps it (localStorage) before Lighthouse opens the page.
// Under the table, the tasks each page's median run counted toward its blocking time: in the
// simulation a task the page ran before its first paint can fall after it (the router's
// building and the first render on a page drawn by script), so these name what to shorten.
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measureHubEntry } from '../scripts/hub-size.mjs';
import { demoBusinessId, demoCustomerStorage, startServer } from './hub-server.js';
import { lighthouseRun, medianRun, type PageRun, type RunOptions } from './lighthouse-run.js';
import { writeResult } from './results.js';
import { measureTransfer } from './transfer.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_PAGES=home,profile: only the pages whose names contain one of these (all four unless told). */
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((part) => part.trim()).filter(Boolean) : null;
const repo = new URL('..', import.meta.url).pathname;

/** One more try after a failed run: on a busy machine Chromium now and then gives up on a page load. */
const retryOnce = (url: string, options: RunOptions) => (error: unknown) => {
  console.warn(`Lighthouse failed on ${url}, trying once more:`, error instanceof Error ? error.message : error);
  return lighthouseRun(url, options);
};

/** The commit measured, when the server is ours (an external one says nothing of its build). */
function commitOf(): string | null {
  if (process.env.BENCH_PAGES_URL) return null;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repo, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const external = process.env.BENCH_PAGES_URL?.replace(/\/$/, '');
  const server = external ? { origin: external, stop: () => undefined } : await startServer();
  try {
    const businessId = await demoBusinessId(server.origin);
    const transfer = await measureTransfer(server.origin, businessId);
    // The business profile is the demo tradesperson's; /home is the community home, which
    // only someone signed in sees (a visitor is sent to sign in), so it is Amelia's, coming
    // back: she answered the cookie banner when she first came (without the answer the
    // banner, drawn after the page's code, is what Lighthouse takes as the largest paint).
    const signedIn: RunOptions = {
      localStorage: await demoCustomerStorage(server.origin),
      cookies: ['tradeshub_cookie_consent=declined; path=/; max-age=31536000; samesite=lax'],
    };
    const pages: Record<string, [string, RunOptions]> = {
      '/': ['/', {}],
      '/findabussiness': ['/findabussiness', {}],
      'business profile': [`/business/view/${businessId}`, {}],
      '/home (signed in)': ['/home', signedIn],
    };
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    const lighthouse: Record<string, ReturnType<typeof medianRun>> = {};
    for (const [name, [path, options]] of Object.entries(pages).filter(([name]) => onlyPages === null || onlyPages.some((part) => name.includes(part)))) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        const reportFile = reports ? join(reports, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.json`) : undefined;
        runs.push(await lighthouseRun(`${server.origin}${path}`, { ...options, reportFile }).catch(retryOnce(`${server.origin}${path}`, options)));
      }
      lighthouse[name] = medianRun(runs);
    }
    const result = {
      initialJs: external ? null : summariseEntry(),
      transfer,
      lighthouse: { runsPerPage: RUNS, formFactor: 'mobile (Lighthouse default emulation, simulated throttling)', pages: lighthouse },
      load: { before: loadBefore, after: loadavg().map((n) => Math.round(n * 100) / 100) },
      commit: commitOf(),
    };
    printTable(result.initialJs, transfer, lighthouse);
    console.log(`load average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${result.load.after.join(' ')}`);
    const label = process.env.BENCH_LABEL?.replace(/[^a-z0-9-]/gi, '');
    await writeResult(label ? `pages-${label}` : 'pages', result);
  } finally {
    server.stop();
  }
}

function summariseEntry() {
  const { scripts, styles } = measureHubEntry();
  const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
  return { files: scripts.files.length, gzipKb: kb(scripts.gz), brotliKb: kb(scripts.br), rawKb: kb(scripts.raw), stylesheetGzipKb: kb(styles.gz) };
}

function printTable(entry: ReturnType<typeof summariseEntry> | null, transfer: Awaited<ReturnType<typeof measureTransfer>>, lighthouse: Record<string, ReturnType<typeof medianRun>>) {
  if (entry) console.log(`initial JS for / (what its HTML names): ${entry.gzipKb} KB gzip -9, ${entry.brotliKb} KB brotli, ${entry.files} files`);
  console.log(`on the wire for /: ${transfer.initialScriptWireKb} KB of script; html ${transfer.html.encoding}, ${transfer.html.wireBytes} B, cache-control "${transfer.html.cacheControl}"`);
  for (const a of [...transfer.assets, ...transfer.api]) console.log(`  ${a.encoding.padEnd(8)} ${String(a.wireBytes).padStart(8)} B  ${a.cacheControl.padEnd(36)} vary "${a.vary}"  ${a.path}`);
  console.log('\npage                  perf  a11y   FCP ms   LCP ms  TBT ms    CLS   script KB  (perf of each run)');
  for (const [name, r] of Object.entries(lighthouse)) {
    console.log(
      `${name.padEnd(21)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.firstContentfulPaintMs).padStart(7)}  ${String(r.largestContentfulPaintMs).padStart(7)}  ${String(r.totalBlockingTimeMs).padStart(6)}  ${String(r.cumulativeLayoutShift).padStart(5)}  ${String(r.scriptTransferKb).padStart(10)}  (${r.performanceScores.join(', ')})${r.accessibilityFailures.length ? `  a11y fails: ${r.accessibilityFailures.join(' ')}` : ''}`,
    );
  }
  // What the median run's blocking time is made of: Lighthouse counts each task's length less 50 ms.
  console.log("\ntasks counted in the median run's blocking time (simulated start +length ms, script)");
  for (const [name, r] of Object.entries(lighthouse)) {
    console.log(`${name.padEnd(21)} ${r.blockingTasks.map((task) => `${task.startMs} +${task.durationMs} ${task.script}`).join(', ') || 'none'}`);
  }
}

await main();
