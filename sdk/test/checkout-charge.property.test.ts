import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cardFeePence, checkoutCharge, grossUpForCardFeePence, platformFeeItems, platformFeePence } from '../src/index.js';

// The money of every card checkout, over amounts: what the card is charged, what the platform
// keeps and what reaches the tradesperson always add up to the penny.

const item = fc.integer({ min: 100, max: 10_000_000 });
const late = fc.integer({ min: 0, max: 500_000 });
const rate = fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 100);
const settings = fc.record({ cardFeesEnabled: fc.boolean(), passCardFeeToCustomer: fc.boolean() });

describe('checkoutCharge', () => {
  test('the charge splits exactly into the application fee and the net, all whole pence', () => {
    fc.assert(
      fc.property(item, late, rate, settings, (itemPence, lateChargePence, commissionRate, s) => {
        const c = checkoutCharge({ itemPence, lateChargePence, commissionRate, ...s });
        for (const value of Object.values(c)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(c.applicationFeePence).toBe(c.platformFeePence + c.cardFeePence);
        expect(c.netPence + c.applicationFeePence).toBe(c.chargePence);
        expect(c.platformFeePence).toBe(platformFeePence(itemPence, commissionRate));
        expect(c.chargePence).toBe(itemPence + lateChargePence + c.cardFeeSurchargePence);
      }),
    );
  });

  test('without card fees the customer pays the stage plus its late charge and nothing goes to cards', () => {
    fc.assert(
      fc.property(item, late, rate, fc.boolean(), (itemPence, lateChargePence, commissionRate, passCardFeeToCustomer) => {
        const c = checkoutCharge({ itemPence, lateChargePence, commissionRate, cardFeesEnabled: false, passCardFeeToCustomer });
        expect([c.chargePence, c.cardFeePence, c.cardFeeSurchargePence]).toEqual([itemPence + lateChargePence, 0, 0]);
      }),
    );
  });

  test('a card fee passed on is the exact gross-up: the tradesperson nets what they would without card fees', () => {
    fc.assert(
      fc.property(item, late, rate, (itemPence, lateChargePence, commissionRate) => {
        const due = itemPence + lateChargePence;
        const c = checkoutCharge({ itemPence, lateChargePence, commissionRate, cardFeesEnabled: true, passCardFeeToCustomer: true });
        expect(c.chargePence).toBe(grossUpForCardFeePence(due));
        expect(c.chargePence - c.cardFeePence).toBeGreaterThanOrEqual(due);
        // Smallest such charge: a penny less would leave the tradesperson short.
        expect(c.chargePence - 1 - cardFeePence(c.chargePence - 1)).toBeLessThan(due);
      }),
    );
  });

  test('a card fee the tradesperson absorbs comes out of their net', () => {
    fc.assert(
      fc.property(item, late, rate, (itemPence, lateChargePence, commissionRate) => {
        const c = checkoutCharge({ itemPence, lateChargePence, commissionRate, cardFeesEnabled: true, passCardFeeToCustomer: false });
        expect(c.chargePence).toBe(itemPence + lateChargePence);
        expect(c.netPence).toBe(c.chargePence - platformFeePence(itemPence, commissionRate) - cardFeePence(c.chargePence));
      }),
    );
  });

  test('a stage too small to carry its fees is refused with a sentence', () => {
    expect(() => checkoutCharge({ itemPence: 20, lateChargePence: 0, commissionRate: 4, cardFeesEnabled: true, passCardFeeToCustomer: false })).toThrow(/too small to carry its fees/);
  });
});

describe('platformFeeItems', () => {
  test('commission and its VAT add up to the platform fee taken', () => {
    fc.assert(
      fc.property(item, rate, (paymentPence, commissionRate) => {
        const { commissionPence, vatPence } = platformFeeItems(paymentPence, commissionRate);
        expect(commissionPence + vatPence).toBe(platformFeePence(paymentPence, commissionRate));
        expect(Math.abs(vatPence - commissionPence / 5)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
