// A widget never throws into the host page: problems are logged, each one once.
const logged = new Set<string>();

/** Logs a problem as a warning the first time it happens, and stays quiet after that. */
export function warnOnce(problem: string, detail: unknown = ''): void {
  if (!logged.has(problem)) console.warn(`Tradeshub widget: ${problem}`, detail);
  logged.add(problem);
}

/** Wraps a function the page or the browser calls (a command, a click, a message) so an error in it is logged as `problem`, not thrown. */
export const guarded =
  <A extends unknown[]>(problem: string, run: (...args: A) => void) =>
  (...args: A) => {
    try {
      run(...args);
    } catch (error) {
      warnOnce(problem, error);
    }
  };
