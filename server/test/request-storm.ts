import { get } from 'node:http';

// Sends many requests a few at a time and watches whether the server stays responsive: a
// /health request every so often, and the longest turn of the event loop (the server runs
// in this process, so its loop is ours). A correctness bound, not a benchmark: on a machine
// shared with other work the process may wait for a core, which is not the server holding
// its loop, so each hold counts the smaller of its wall time and the CPU time spent in it.

export interface Answer {
  status: number;
  text: string;
}

export interface StormFigures {
  requests: number;
  serverErrors: number;
  longestAnswerMs: number;
  longestAnswer: string;
  /** The slowest /health answer: the work done while it waited, and its wall time. */
  slowestHealthMs: number;
  slowestHealthWallMs: number;
  /** The longest the event loop was held: the work done in one turn, and that turn's wall time. */
  longestHoldMs: number;
  longestHoldWallMs: number;
}

/** Runs `work` over `items` with at most `concurrency` in flight; resolves when all are done. */
export async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Wall and CPU milliseconds since a start; the CPU is this process's, every thread's. */
function stopwatch() {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  };
}

export function watchServer(baseUrl: string, healthEveryMs = 250) {
  const figures: StormFigures = {
    requests: 0,
    serverErrors: 0,
    longestAnswerMs: 0,
    longestAnswer: '',
    slowestHealthMs: 0,
    slowestHealthWallMs: 0,
    longestHoldMs: 0,
    longestHoldWallMs: 0,
  };

  let turn = stopwatch();
  const ticker = setInterval(() => {
    const { wallMs, cpuMs } = turn();
    turn = stopwatch();
    if (Math.min(wallMs, cpuMs) > figures.longestHoldMs) Object.assign(figures, { longestHoldMs: Math.min(wallMs, cpuMs), longestHoldWallMs: wallMs });
  }, 10);

  let stopped = false;
  const probing = (async () => {
    while (!stopped) {
      const elapsed = stopwatch();
      await health(baseUrl);
      const { wallMs, cpuMs } = elapsed();
      if (Math.min(wallMs, cpuMs) > figures.slowestHealthMs) Object.assign(figures, { slowestHealthMs: Math.min(wallMs, cpuMs), slowestHealthWallMs: wallMs });
      await new Promise((resolve) => setTimeout(resolve, healthEveryMs));
    }
  })();

  return {
    figures,
    /** Sends one request and records its status and how long it took. */
    async send(url: string, init: RequestInit, label: string): Promise<Answer> {
      const started = performance.now();
      const response = await fetch(url, init);
      const text = await response.text();
      const ms = performance.now() - started;
      figures.requests += 1;
      if (response.status >= 500) figures.serverErrors += 1;
      if (ms > figures.longestAnswerMs) Object.assign(figures, { longestAnswerMs: ms, longestAnswer: label });
      return { status: response.status, text };
    },
    async stop(): Promise<StormFigures> {
      stopped = true;
      await probing;
      clearInterval(ticker);
      return figures;
    },
  };
}

/** GET /health on a connection of its own, so it never waits behind a storm request. */
function health(baseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`/health answered ${response.statusCode}`))));
    }).on('error', reject);
  });
}
