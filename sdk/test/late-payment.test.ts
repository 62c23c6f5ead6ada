import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  LATE_PAYMENT_THRESHOLD_DAYS,
  daysPastDue,
  lateInterestPence,
  latePaymentInterestPence,
  latePaymentStatus,
} from '../src/domain/late-payment.js';

describe('days past due (UK calendar days)', () => {
  test.each([
    ['2024-03-01', '2024-03-01T23:59:00Z', 0],
    ['2024-03-01', '2024-02-20', 0],
    ['2024-03-01', '2024-03-02T00:00:00Z', 1],
    ['2024-03-01', '2024-03-22T09:00:00Z', 21],
    ['2024-02-28', '2024-03-20', 21], // 29 February counts
    // Due at UK midnight in summer (23:00 UTC the day before): not yet late at noon that day.
    ['2024-06-30T23:00:00Z', '2024-07-01T12:00:00Z', 0],
    ['2024-06-30T23:00:00Z', '2024-07-02T00:30:00+01:00', 1],
  ])('due %s, now %s: %i days', (due, now, days) => {
    expect(daysPastDue(due, now)).toBe(days);
  });

  test.each([
    ['not a date', '2024-03-01', "Expected the due date as an ISO 8601 date (e.g. '2024-03-05'), got \"not a date\"."],
    ['2024-03-01', '', 'Expected now as an ISO 8601 date'],
  ])('an unreadable date (%j, %j) is a RangeError', (due, now, message) => {
    expect(() => daysPastDue(due, now)).toThrow(RangeError);
    expect(() => daysPastDue(due, now)).toThrow(message);
  });
});

describe('late payment status', () => {
  test('the threshold is 21 days', () => {
    expect(LATE_PAYMENT_THRESHOLD_DAYS).toBe(21);
  });

  test.each([
    ['REQUESTED', '2024-03-01', 'REQUESTED'],
    ['REQUESTED', '2024-03-02', 'WARNING'],
    ['REQUESTED', '2024-03-21', 'WARNING'], // 20 days
    ['REQUESTED', '2024-03-22', 'LATE'], // 21 days
    ['PENDING', '2024-03-01', 'PENDING'],
    ['PENDING', '2024-03-10', 'WARNING'],
    ['PENDING', '2024-04-30', 'LATE'],
    ['WARNING', '2024-03-22', 'LATE'],
    ['LATE', '2024-03-05', 'LATE'], // never moves back
    ['WARNING', '2024-02-01', 'WARNING'],
    ['OPEN', '2024-06-01', 'OPEN'], // never requested, so never late
    ['PAID', '2024-06-01', 'PAID'],
  ] as const)('a %s payment due 1 Mar 2024 is, on %s, %s', (status, now, expected) => {
    expect(latePaymentStatus({ status, dueDate: '2024-03-01' }, now)).toBe(expected);
  });

  test('a payment without a due date cannot be late', () => {
    expect(latePaymentStatus({ status: 'REQUESTED', dueDate: null }, '2030-01-01')).toBe('REQUESTED');
  });
});

describe('late payment interest (8 % a year, simple, daily over 365, half-up)', () => {
  test.each([
    [100_000, 0, 0],
    [100_000, 20, 0], // not LATE yet
    [100_000, 21, 460], // 460.27, counted from the due date
    [100_000, 30, 658], // 657.53
    [100_000, 365, 8000],
    [100_000, 730, 16_000], // simple, not compound
    [0, 100, 0],
  ])('on %ip, %i days past due: %ip', (amount, days, interest) => {
    expect(lateInterestPence(amount, days)).toBe(interest);
  });

  test('from dates', () => {
    expect(latePaymentInterestPence({ amountPence: 100_000, dueDate: '2024-03-01' }, '2024-03-22')).toBe(460);
    expect(latePaymentInterestPence({ amountPence: 100_000, dueDate: '2024-03-01' }, '2024-03-21')).toBe(0);
  });

  test.each([
    [() => lateInterestPence(100.5, 30), 'the late amount as a whole number of pence'],
    [() => lateInterestPence(100, 1.5), 'Expected days past due as a whole number of at least 0, got 1.5.'],
    [() => lateInterestPence(100, -1), 'got -1'],
  ])('bad input is a RangeError', (run, message) => {
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });

  test('is whole pence, within half a penny of the exact figure, and never falls as days pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 21, max: 3650 }), (amount, days) => {
        const interest = lateInterestPence(amount, days);
        expect(Number.isInteger(interest)).toBe(true);
        expect(Math.abs(interest - (amount * 0.08 * days) / 365)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(lateInterestPence(amount, days + 1)).toBeGreaterThanOrEqual(interest);
      }),
      { numRuns: 2000 },
    );
  });
});
