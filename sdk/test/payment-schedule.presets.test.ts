import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  depositAndBalancePence,
  equalStagesPence,
  SCHEDULE_PRESETS,
  schedulePresetPayments,
  scheduleShortfallPence,
  scheduleTotalPence,
  unpaidPence,
} from '../src/domain/payment-schedule.js';

describe('equalStagesPence', () => {
  test.each([
    [10_000, 3, [3334, 3333, 3333]],
    [10_002, 3, [3334, 3334, 3334]],
    [1, 1, [1]],
    [5, 4, [2, 1, 1, 1]],
  ])('%i in %i stages', (total, stages, expected) => {
    expect(equalStagesPence(total, stages)).toEqual(expected);
  });

  test('refuses a number of stages that is not a whole number of at least 1', () => {
    expect(() => equalStagesPence(100, 0)).toThrow(/at least 1/);
    expect(() => equalStagesPence(100, 1.5)).toThrow(/at least 1/);
  });
});

describe('depositAndBalancePence', () => {
  test.each([
    [10_000, 25, [2500, 7500]],
    // 2500.25 rounds down; the balance takes the odd penny.
    [10_001, 25, [2500, 7501]],
    // 33.33 % of £1 is 33.33p: half-up to 33p.
    [100, 33.33, [33, 67]],
    [100, 0, [0, 100]],
    [100, 100, [100, 0]],
  ])('%i with a %s%% deposit', (total, percent, expected) => {
    expect(depositAndBalancePence(total, percent)).toEqual(expected);
  });
});

describe('schedulePresetPayments', () => {
  test('names the payments as a customer would read them', () => {
    expect(schedulePresetPayments('DEPOSIT_AND_BALANCE', 10_000)).toEqual([
      { description: 'Deposit (25%)', amountPence: 2500 },
      { description: 'Balance on completion', amountPence: 7500 },
    ]);
    expect(schedulePresetPayments('EQUAL_STAGES', 10_000, { stages: 2 })).toEqual([
      { description: 'Stage 1 of 2', amountPence: 5000 },
      { description: 'Stage 2 of 2', amountPence: 5000 },
    ]);
    expect(schedulePresetPayments('ALL_ON_COMPLETION', 10_000)).toEqual([{ description: 'Payment on completion', amountPence: 10_000 }]);
  });

  test('leaves out a part that would be nothing, since a payment is at least 1p', () => {
    expect(schedulePresetPayments('DEPOSIT_AND_BALANCE', 10_000, { depositPercent: 0 })).toEqual([
      { description: 'Balance on completion', amountPence: 10_000 },
    ]);
    expect(schedulePresetPayments('EQUAL_STAGES', 2, { stages: 5 })).toHaveLength(2);
    expect(schedulePresetPayments('ALL_ON_COMPLETION', 0)).toEqual([]);
  });

  test('every preset adds up to the total to the penny, with no payment under 1p', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEDULE_PRESETS),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        fc.integer({ min: 1, max: 24 }),
        (preset, total, depositPercent, stages) => {
          const payments = schedulePresetPayments(preset, total, { depositPercent, stages });
          expect(scheduleTotalPence(payments)).toBe(total);
          for (const payment of payments) expect(payment.amountPence).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('adding up a schedule', () => {
  test('the shortfall is what is still to schedule, negative when too much is', () => {
    expect(scheduleShortfallPence(10_000, [{ amountPence: 4_000 }, { amountPence: 5_000 }])).toBe(1_000);
    expect(scheduleShortfallPence(10_000, [{ amountPence: 10_001 }])).toBe(-1);
    expect(scheduleShortfallPence(0, [])).toBe(0);
  });

  test('the unpaid part leaves out what is paid, whatever else the payment is waiting for', () => {
    const payments = [
      { amountPence: 1_000, status: 'PAID' },
      { amountPence: 2_000, status: 'REQUESTED' },
      { amountPence: 3_000, status: 'LATE' },
      { amountPence: 4_000, status: 'OPEN' },
    ];
    expect(unpaidPence(payments)).toBe(9_000);
  });
});
