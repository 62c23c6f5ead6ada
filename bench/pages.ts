// `npm run bench` part: the hub's pages on a phone. Builds the hub and the widgets, starts
// the server as `npm start` does (a fresh database in a temporary DATA_DIR, with the demo
// data), then records what a first visit to `/` downloads and how it is encoded, and
// Lighthouse's mobile performance and accessibility scores for the public pages, each the
// median of BENCH_LIGHTHOUSE_RUNS runs (3 unless told: the machine is shared, one run is noisy).
// BENCH_PAGES_URL measures a server that is already running instead (no build, no start).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureHubEntry } from '../scripts/hub-size.mjs';
import { lighthouseRun, medianRun, type PageRun } from './lighthouse-run.js';
import { writeResult } from './results.js';
import { freePort } from './free-port.js';
import { measureTransfer } from './transfer.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const repo = new URL('..', import.meta.url).pathname;

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it was up.`);
    const ok = await fetch(`${origin}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${origin} did not answer /health within two minutes.`);
}

/** Starts `server/src/server.ts` as `npm start` would, on its own port and database. */
async function startServer(): Promise<{ origin: string; stop: () => void }> {
  execSync('npm run build:hub && npm run build -w @tradeshub/widgets', { cwd: repo, stdio: 'ignore' });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-bench-pages-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    server.kill('SIGTERM');
    server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/** One more try after a failed run: on a busy machine Chromium now and then gives up on a page load. */
const retryOnce = (url: string) => (error: unknown) => {
  console.warn(`Lighthouse failed on ${url}, trying once more:`, error instanceof Error ? error.message : error);
  return lighthouseRun(url);
};

/** The demo tradesperson's business: the example site names it, whatever id this database gave it. */
async function demoBusinessId(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/examples/tradesperson-site/`)).text();
  const id = html.match(/business-id="([0-9a-f-]{36})"/)?.[1];
  if (!id) throw new Error('The example site names no business: is the demo data seeded?');
  return id;
}

async function main(): Promise<void> {
  const external = process.env.BENCH_PAGES_URL?.replace(/\/$/, '');
  const server = external ? { origin: external, stop: () => undefined } : await startServer();
  try {
    const businessId = await demoBusinessId(server.origin);
    const transfer = await measureTransfer(server.origin, businessId);
    // The business profile and /home are named by the issue; /home has no page of its own
    // yet, so it measures the not-found page the hub shows there.
    const pages = { '/': '/', '/findabussiness': '/findabussiness', 'business profile': `/business/view/${businessId}`, '/home': '/home' };
    const lighthouse: Record<string, ReturnType<typeof medianRun>> = {};
    for (const [name, path] of Object.entries(pages)) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(`${server.origin}${path}`).catch(retryOnce(`${server.origin}${path}`)));
      lighthouse[name] = medianRun(runs);
    }
    const result = {
      initialJs: external ? null : summariseEntry(),
      transfer,
      lighthouse: { runsPerPage: RUNS, formFactor: 'mobile (Lighthouse default emulation, simulated throttling)', pages: lighthouse },
    };
    printTable(result.initialJs, transfer, lighthouse);
    await writeResult('pages', result);
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
  if (entry) console.log(`initial JS for / (what index.html names): ${entry.gzipKb} KB gzip -9, ${entry.brotliKb} KB brotli, ${entry.files} files`);
  console.log(`on the wire for /: ${transfer.initialScriptWireKb} KB of script; html ${transfer.html.encoding}, ${transfer.html.wireBytes} B, cache-control "${transfer.html.cacheControl}"`);
  for (const a of [...transfer.assets, ...transfer.api]) console.log(`  ${a.encoding.padEnd(8)} ${String(a.wireBytes).padStart(8)} B  ${a.cacheControl.padEnd(36)} vary "${a.vary}"  ${a.path}`);
  console.log('\npage                 perf  a11y   FCP ms   LCP ms  TBT ms    CLS   script KB  (perf of each run)');
  for (const [name, r] of Object.entries(lighthouse)) {
    console.log(
      `${name.padEnd(20)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.firstContentfulPaintMs).padStart(7)}  ${String(r.largestContentfulPaintMs).padStart(7)}  ${String(r.totalBlockingTimeMs).padStart(6)}  ${String(r.cumulativeLayoutShift).padStart(5)}  ${String(r.scriptTransferKb).padStart(10)}  (${r.performanceScores.join(', ')})`,
    );
  }
}

await main();
