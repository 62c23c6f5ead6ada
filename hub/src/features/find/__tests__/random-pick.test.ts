import { describe, expect, test } from 'vitest';
import { drawRandomTradesperson, isRandomCandidate } from '../random-pick';

const pool = ['a', 'b', 'c'].map((id) => ({ id }));

describe('which tradespeople /random may offer', () => {
  test.each([
    { rating: { average: 4.5, count: 5 }, recommendationCount: 2, offered: true },
    { rating: { average: 4, count: 3 }, recommendationCount: 1, offered: true },
    { rating: { average: 3.9, count: 20 }, recommendationCount: 9, offered: false },
    { rating: { average: 5, count: 2 }, recommendationCount: 4, offered: false },
    { rating: { average: 4.8, count: 10 }, recommendationCount: 0, offered: false },
  ])('rated $rating.average by $rating.count, recommended $recommendationCount times: $offered', ({ offered, ...business }) => {
    expect(isRandomCandidate(business)).toBe(offered);
  });
});

describe('drawing one at random', () => {
  test('shows each candidate once a round, and never the same one twice in a row', () => {
    let shown: string[] = [];
    const picks: string[] = [];
    // The worst case for repeats: the draw always takes the first candidate left.
    for (let i = 0; i < 7; i++) {
      const draw = drawRandomTradesperson(pool, shown, 0)!;
      picks.push(draw.pick.id);
      shown = draw.shown;
    }
    expect(picks.slice(0, 3).sort()).toEqual(['a', 'b', 'c']);
    expect(picks.slice(3, 6).sort()).toEqual(['a', 'b', 'c']);
    for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
  });

  test('takes the number it is given to choose among those not shown yet', () => {
    expect(drawRandomTradesperson(pool, ['a'], 0.99)?.pick.id).toBe('c');
    expect(drawRandomTradesperson(pool, ['a'], 0)?.pick.id).toBe('b');
  });

  test('forgets shown ids that left the pool (another place, or no longer good enough)', () => {
    expect(drawRandomTradesperson(pool, ['x', 'y', 'a', 'b'], 0)).toEqual({ pick: { id: 'c' }, shown: ['a', 'b', 'c'] });
  });

  test('offers the only candidate again, and nothing from an empty pool', () => {
    expect(drawRandomTradesperson([{ id: 'a' }], ['a'], 0.5)?.pick.id).toBe('a');
    expect(drawRandomTradesperson([], [], 0.5)).toBeNull();
  });
});
