// The main thread's tasks in a Chromium trace of one page load, and Lighthouse's blocking rule
// applied to each task twice: to its wall-clock length (as Lighthouse's simulation does) and to
// the CPU time its thread spent (`tdur`), which another process's work does not lengthen.

/** The fields of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadLoad {
  /** Lighthouse's rule (four times the task, less 50 ms) summed over tasks after the first paint, from their CPU time. */
  blockingFromCpuMs: number;
  /** The same from their wall-clock length: what Lighthouse's simulation starts from on this machine. */
  blockingFromWallMs: number;
  longestTaskCpuMs: number;
  /** All the main thread's CPU time in tasks after the first paint. */
  afterPaintCpuMs: number;
  /** Wall-clock over CPU time of the tasks after the paint that took 10 ms or more: how much the machine lengthened them. */
  wallOverCpu: number;
}

/** Lighthouse's mobile CPU slowdown and its long-task threshold. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Lighthouse's simulation leaves out tasks shorter than this (unless they start a request). */
const SIGNIFICANT_MS = 10;

const blocking = (ms: number) => Math.max(0, ms * SLOWDOWN - LONG_TASK_MS);
const round = (n: number) => Math.round(n);

/**
 * The page's load in `events`, a trace of one fresh page's first navigation: its first
 * contentful paint (no other page in the trace paints) and the main thread that painted it.
 */
export function blockingOf(events: TraceEvent[]): MainThreadLoad {
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error('The trace has no first contentful paint: did the page load?');
  const { pid, tid } = paint;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= paint.ts && e.dur !== undefined);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const wall = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const sizable = tasks.filter((e) => wall(e) >= SIGNIFICANT_MS);
  const sizableCpu = sizable.reduce((sum, e) => sum + cpu(e), 0);
  return {
    blockingFromCpuMs: round(tasks.reduce((sum, e) => sum + blocking(cpu(e)), 0)),
    blockingFromWallMs: round(sizable.reduce((sum, e) => sum + blocking(wall(e)), 0)),
    longestTaskCpuMs: round(Math.max(0, ...tasks.map(cpu))),
    afterPaintCpuMs: round(tasks.reduce((sum, e) => sum + cpu(e), 0)),
    wallOverCpu: sizableCpu > 0 ? Math.round((sizable.reduce((sum, e) => sum + wall(e), 0) / sizableCpu) * 100) / 100 : 1,
  };
}
