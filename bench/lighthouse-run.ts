// Lighthouse 12 in its default mobile emulation (a mid-range phone, simulated slow 4G and
// 4x CPU slowdown), driving Debian's Chromium: the same browser the e2e tests use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // This machine reaches no network but the registry: without these, Chromium's own
  // background requests fail many at a time and disturb the trace.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One page's scores (0–100) and the metrics behind them, from one Lighthouse run. */
export interface PageRun {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  transferKb: number;
  scriptTransferKb: number;
  /** Accessibility audits that failed, by id: what to fix when the score drops. */
  accessibilityFailures: string[];
  /** What Lighthouse took as the largest contentful paint (a node's selector), if it named one. */
  largestContentfulPaintElement: string | null;
  /**
   * The tasks its blocking time counts: from the first contentful paint on, longer than 50 ms,
   * in its simulation (times and lengths as simulated, the script each is attributed to).
   */
  blockingTasks: BlockingTask[];
}

export interface BlockingTask {
  startMs: number;
  durationMs: number;
  /** The file of the script the task ran (its name only), or Lighthouse's 'Unattributable'. */
  script: string;
}

export interface RunOptions {
  /** Entries put in the origin's localStorage before the page loads (a signed-in visit); storage is then not reset. */
  localStorage?: Record<string, string>;
  /** Cookies set on the origin the same way (`name=value; path=/; max-age=…`), as the page's own script would. */
  cookies?: string[];
  /** Writes the full Lighthouse JSON report here (BENCH_LIGHTHOUSE_REPORTS names the folder). */
  reportFile?: string;
}

const round = (n: number | undefined, places = 0) => Math.round((n ?? 0) * 10 ** places) / 10 ** places;

/** Runs Lighthouse once on each URL, one fresh browser per run, so no run sees another's cache. */
export async function lighthouseRun(url: string, options: RunOptions = {}): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    if (options.localStorage || options.cookies) await prepareOrigin(chrome.port, new URL(url).origin, options);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The fresh profile has an empty cache either way; only the stored session must stay.
      disableStorageReset: Boolean(options.localStorage || options.cookies),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    if (options.reportFile) {
      mkdirSync(join(options.reportFile, '..'), { recursive: true });
      writeFileSync(options.reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    }
    const lcpElement = audits['largest-contentful-paint-element']?.details;
    const lcpItems = lcpElement && 'items' in lcpElement ? (lcpElement.items as { items?: { node?: { selector?: string } }[] }[]) : [];
    const summary = audits['resource-summary']?.details;
    const scriptBytes =
      summary && 'items' in summary ? Number((summary.items as { resourceType?: string; transferSize?: number }[]).find((i) => i.resourceType === 'script')?.transferSize ?? 0) : 0;
    return {
      performance: round((categories.performance?.score ?? 0) * 100),
      accessibility: round((categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaintMs: round(audits['first-contentful-paint']?.numericValue),
      largestContentfulPaintMs: round(audits['largest-contentful-paint']?.numericValue),
      totalBlockingTimeMs: round(audits['total-blocking-time']?.numericValue),
      cumulativeLayoutShift: round(audits['cumulative-layout-shift']?.numericValue, 3),
      speedIndexMs: round(audits['speed-index']?.numericValue),
      transferKb: round((audits['total-byte-weight']?.numericValue ?? 0) / 1024, 1),
      scriptTransferKb: round(scriptBytes / 1024, 1),
      accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      largestContentfulPaintElement: lcpItems[0]?.items?.[0]?.node?.selector ?? null,
      blockingTasks: blockingTasksOf(audits['long-tasks']?.details, audits['first-contentful-paint']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/** The long-tasks audit's tasks that count toward the blocking time (Lighthouse's rule: after the first paint, over 50 ms). */
function blockingTasksOf(details: unknown, firstContentfulPaintMs: number): BlockingTask[] {
  const items = details && typeof details === 'object' && 'items' in details ? (details.items as { startTime?: number; duration?: number; url?: string }[]) : [];
  return items
    .filter((item) => (item.startTime ?? 0) >= firstContentfulPaintMs && (item.duration ?? 0) > 50)
    .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0))
    .map((item) => ({ startMs: round(item.startTime), durationMs: round(item.duration), script: (item.url ?? '').replace(/^.*\//, '') || 'Unattributable' }));
}

/**
 * Opens the origin in the launched browser (a file that is no page: nothing of the hub gets
 * cached) and stores the entries and cookies, as the hub itself would after signing in.
 */
async function prepareOrigin(port: number, origin: string, { localStorage: entries = {}, cookies = [] }: RunOptions): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ([items, cookieLines]) => {
        const browser = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void }; document: { cookie: string } };
        for (const [key, value] of Object.entries(items)) browser.localStorage.setItem(key, value);
        for (const line of cookieLines) browser.document.cookie = line;
      },
      [entries, cookies] as const,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The run whose performance score is the median of the runs (its metrics kept together), and every score. */
export function medianRun(runs: PageRun[]): PageRun & { performanceScores: number[]; accessibilityScores: number[] } {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, performanceScores: runs.map((r) => r.performance), accessibilityScores: runs.map((r) => r.accessibility) };
}
