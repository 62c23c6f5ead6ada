import { describe, expect, test } from 'vitest';
import {
  isReviewOverdue,
  reviewOverdueBefore,
  rewardBalance,
  rewardCreditSplit,
  rewardPauseReason,
} from '../src/domain/rewards.js';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-25T18:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a finished job is overdue for review after more than 14 days', () => {
  test.each([
    { label: '13 days', ms: 13 * DAY_MS, overdue: false },
    { label: '14 days less a millisecond', ms: 14 * DAY_MS - 1, overdue: false },
    { label: 'exactly 14 days', ms: 14 * DAY_MS, overdue: false },
    { label: '14 days and a millisecond', ms: 14 * DAY_MS + 1, overdue: true },
    { label: '15 days', ms: 15 * DAY_MS, overdue: true },
  ])('$label ago: $overdue', ({ ms, overdue }) => {
    expect(isReviewOverdue(ago(ms), now)).toBe(overdue);
    // The query bound agrees: overdue exactly when finished strictly before it.
    expect(ago(ms) < reviewOverdueBefore(now)).toBe(overdue);
  });
});

describe('why rewards are paused', () => {
  test('nothing overdue: not paused', () => {
    expect(rewardPauseReason([])).toBeNull();
  });
  test('names the oldest job and counts the rest', () => {
    expect(rewardPauseReason([{ title: 'New boiler', businessName: 'Aire Valley Plumbing' }])).toBe(
      "Paused until you review 'New boiler' by Aire Valley Plumbing: rewards pause while a job finished more than 14 days ago has no review.",
    );
    expect(
      rewardPauseReason([
        { title: 'New boiler', businessName: 'Aire Valley Plumbing' },
        { title: 'Fence', businessName: 'Dales Fencing' },
        { title: 'Gate', businessName: 'Dales Fencing' },
      ]),
    ).toContain("review 'New boiler' by Aire Valley Plumbing and 2 more jobs:");
  });
});

describe('the balance is the sum of the entries', () => {
  test('spends count against what is available; paused earnings are held apart', () => {
    expect(
      rewardBalance([
        { amountPence: 500, state: 'AVAILABLE' },
        { amountPence: 2500, state: 'AVAILABLE' },
        { amountPence: -480, state: 'SPENT' },
        { amountPence: 500, state: 'PAUSED' },
      ]),
    ).toEqual({ availablePence: 2520, pausedPence: 500 });
    expect(rewardBalance([])).toEqual({ availablePence: 0, pausedPence: 0 });
  });
  test('is never negative: a ledger that spends more than it earned is refused', () => {
    expect(() => rewardBalance([{ amountPence: 500, state: 'AVAILABLE' }, { amountPence: -501, state: 'SPENT' }])).toThrow(RangeError);
  });
});

describe('spending a balance on a platform fee', () => {
  test.each([
    { label: 'balance larger than the fee: pays the whole fee', available: 2500, credit: 480 },
    { label: 'balance smaller than the fee: pays part of it', available: 300, credit: 300 },
    { label: 'balance exactly the fee', available: 480, credit: 480 },
    { label: 'nothing to spend', available: 0, credit: 0 },
  ])('$label', ({ available, credit }) => {
    const split = rewardCreditSplit({ chargePence: 10_000, platformFeePence: 480, availablePence: available });
    expect(split).toEqual({ creditPence: credit, customerPaysPence: 10_000 - credit, applicationFeePence: 480 - credit, tradespersonNetPence: 9520 });
  });

  test("never more than the fee, and the tradesperson's net is the same with or without it (card fees on)", () => {
    for (const available of [0, 1, 170, 480, 649, 650, 651, 100_000]) {
      const split = rewardCreditSplit({ chargePence: 10_173, platformFeePence: 488, cardFeePence: 173, availablePence: available });
      expect(split.creditPence).toBeLessThanOrEqual(488);
      expect(split.creditPence).toBeLessThanOrEqual(available);
      expect(split.tradespersonNetPence).toBe(10_173 - 488 - 173);
      expect(split.customerPaysPence - split.applicationFeePence).toBe(split.tradespersonNetPence);
    }
  });

  test('refuses amounts that are not whole pence', () => {
    expect(() => rewardCreditSplit({ chargePence: 100, platformFeePence: 5, availablePence: -1 })).toThrow(RangeError);
    expect(() => rewardCreditSplit({ chargePence: 100.5, platformFeePence: 5, availablePence: 1 })).toThrow(RangeError);
  });
});
