import { describe, expect, test } from 'vitest';
import { nextLineItemPriority, sortByPriority } from '../src/domain/line-items.js';

describe('nextLineItemPriority', () => {
  test.each([
    ['an empty list starts at 1', [], 1],
    ['one item', [1], 2],
    ['highest existing plus one, not the count', [1, 4, 2], 5],
    ['a gap left by a deletion is not reused', [1, 3], 4],
    ['all zero', [0, 0], 1],
    ['half-filled priorities are ignored', [2, Number.NaN], 3],
    ['only unusable priorities', [Number.NaN], 1],
  ])('%s', (_, priorities, expected) => {
    expect(nextLineItemPriority(priorities.map((priority) => ({ priority })))).toBe(expected);
  });
});

describe('sortByPriority', () => {
  test('orders lowest priority first without changing the input', () => {
    const items = [{ priority: 3 }, { priority: 1 }, { priority: 2 }];
    expect(sortByPriority(items).map((i) => i.priority)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.priority)).toEqual([3, 1, 2]);
  });
});
