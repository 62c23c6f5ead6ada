// A background job that works through a backlog in batches: it runs every `intervalMs`, and
// each run repeats the batch until one comes back short. One run at a time per process; a
// run asked for during another waits for it and then runs again (so a caller sees its own
// work done). Wake asks for a run without waiting for it; wakes that arrive while one waits
// to start share that run. Stop lets a running batch finish.

export interface BatchJobOptions {
  /** Does one batch; answers how many items it settled. */
  runBatch: () => Promise<number>;
  /** A batch that settles fewer than this means the backlog is empty. */
  batchSize: number;
  /** How often to run on its own; 0 never (tests call run()). */
  intervalMs: number;
  onError: (error: unknown) => void;
}

export interface BatchJob {
  /** Works through the whole backlog now; answers how many items were settled. */
  run(): Promise<number>;
  /** Runs soon, after any run under way, without the caller waiting; does nothing once stopped. */
  wake(): void;
  stop(): Promise<void>;
}

export function startBatchJob(options: BatchJobOptions): BatchJob {
  let running: Promise<number> | null = null;
  async function runAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const settled = await options.runBatch();
      total += settled;
      if (settled < options.batchSize) return total;
    }
  }
  async function run(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = runAll();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      run()
        .catch(options.onError)
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  // A wake during a run needs a run after it: the running batch may have read the backlog
  // before the woken-for work arrived.
  let wakeWaiting = false;
  function wake(): void {
    if (stopped || wakeWaiting) return;
    wakeWaiting = true;
    void (async () => {
      while (running) await running.catch(() => 0);
      wakeWaiting = false;
      if (!stopped) await run();
    })().catch(options.onError);
  }

  return {
    run,
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
