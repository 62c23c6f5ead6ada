import { describe, expect, test } from 'vitest';
import { accountsSummarySchema, type Earnings, type PaymentBucket } from '../src/index.js';

// One payment is at most £1,000,000, but a year's takings are many payments: the bench's
// business with 10,000 jobs took £12m, and its Accounts summary answered 500 while the sums
// were held to the one-payment cap.
describe('the Accounts summary', () => {
  const earnings = (grossPence: number): Earnings => ({ from: '2026-01-01T00:00:00.000Z', grossPence, platformFeePence: grossPence / 20, cardFeePence: 0, feesPence: grossPence / 20, netPence: (grossPence / 20) * 19, paymentCount: 15_000 });
  const bucket = (amountPence: number): PaymentBucket => ({ count: 15_000, amountPence, lateChargePence: 0 });
  const summary = (sumPence: number) => ({ thisMonth: earnings(sumPence), thisYear: earnings(sumPence), requested: bucket(sumPence), pending: bucket(0), paid: bucket(sumPence), late: bucket(0), payoutsInTransitPence: sumPence, account: null });

  test('adds up takings beyond one payment’s £1,000,000 cap', () => {
    expect(accountsSummarySchema.safeParse(summary(1_200_000_000)).success).toBe(true);
  });

  test('still refuses what no sum of pence can be', () => {
    expect(accountsSummarySchema.safeParse(summary(-100)).success).toBe(false);
    expect(accountsSummarySchema.safeParse(summary(10.5)).success).toBe(false);
  });
});
