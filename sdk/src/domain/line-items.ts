// Line-item ordering (spec section 5: "New line-item priority is highest existing plus one").

/** Anything with a priority: a quote's or a work's line item. */
export interface Prioritised {
  readonly priority: number;
}

/** The priority the first line item of an empty list gets. */
export const FIRST_LINE_ITEM_PRIORITY = 1;

/**
 * The priority for a new line item: the highest existing one plus one, so it sorts last
 * even after deletions leave gaps; 1 for an empty list.
 * @example nextLineItemPriority([{ priority: 1 }, { priority: 4 }]) // 5
 */
export function nextLineItemPriority(items: readonly Prioritised[]): number {
  // Ignore non-numbers a half-filled form may hold rather than produce NaN.
  const priorities = items.map((item) => item.priority).filter(Number.isFinite);
  if (priorities.length === 0) return FIRST_LINE_ITEM_PRIORITY;
  return Math.max(...priorities) + 1;
}

/** The line items in display order (lowest priority first), without changing the input. */
export function sortByPriority<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.priority - b.priority);
}
