// Lighthouse 12 in its default mobile emulation (a mid-range phone, simulated slow 4G and
// 4x CPU slowdown), driving Debian's Chromium: the same browser the e2e tests use.
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
}

const round = (n: number | undefined, places = 0) => Math.round((n ?? 0) * 10 ** places) / 10 ** places;

/** Runs Lighthouse once on each URL, one fresh browser per run, so no run sees another's cache. */
export async function lighthouseRun(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
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
    };
  } finally {
    chrome.kill();
  }
}

/** The run whose performance score is the median of the runs (its metrics kept together), and every score. */
export function medianRun(runs: PageRun[]): PageRun & { performanceScores: number[]; accessibilityScores: number[] } {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, performanceScores: runs.map((r) => r.performance), accessibilityScores: runs.map((r) => r.accessibility) };
}
