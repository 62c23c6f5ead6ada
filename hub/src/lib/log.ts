/**
 * Records a failure the spec says to log rather than show (section 8: fetch or delete failures
 * for recommendations, notifications and conversations), the way the sdk logs its quiet defaults.
 */
export function logFailure(what: string, error: unknown): void {
  console.warn(`[tradeshub] ${what}`, error);
}
