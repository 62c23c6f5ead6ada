import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cardFeePence,
  feeBreakdown,
  formatPounds,
  grossUpForCardFeePence,
  lineVatPence,
  mulDivHalfUp,
  platformFeePence,
  quoteTotals,
} from '../src/domain/money.js';

// Every amount from 1p to £10,000.
const amount = fc.integer({ min: 1, max: 1_000_000 });
const commissionRate = fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100);
const vatRate = fc.constantFrom(0, 5, 12.5, 20);
const runs = { numRuns: 2000 };

function netAfterCardFee(charge: number): number {
  return charge - cardFeePence(charge);
}

describe('money properties over 1p..£10,000', () => {
  test('fees and net are whole pence and add back up to the total', () => {
    fc.assert(
      fc.property(amount, commissionRate, fc.boolean(), (totalPence, rate, cardFeeEnabled) => {
        const b = feeBreakdown({ totalPence, commissionRate: rate, cardFeeEnabled });
        for (const value of Object.values(b)) expect(Number.isInteger(value)).toBe(true);
        expect(b.platformFeePence + b.cardFeePence + b.netPence).toBe(totalPence);
        expect(b.cardFeePence === 0).toBe(!cardFeeEnabled);
      }),
      runs,
    );
  });

  test('the platform fee is within half a penny of total × rate × 1.2, halves going up', () => {
    fc.assert(
      fc.property(amount, commissionRate, (total, rate) => {
        const exact = (total * rate * 1.2) / 100;
        const fee = platformFeePence(total, rate);
        expect(Math.abs(fee - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        if (Math.abs(fee - exact) > 0.5 - 1e-9) expect(fee).toBeGreaterThan(exact);
      }),
      runs,
    );
  });

  test('the card fee is 20p plus 1.5 % within half a penny', () => {
    fc.assert(
      fc.property(amount, (charge) => {
        expect(Math.abs(cardFeePence(charge) - 20 - charge * 0.015)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
      runs,
    );
  });

  test('gross-up nets at least the amount asked, and a penny less would not', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const charge = grossUpForCardFeePence(a);
        expect(Number.isInteger(charge)).toBe(true);
        expect(netAfterCardFee(charge)).toBeGreaterThanOrEqual(a);
        expect(netAfterCardFee(charge - 1)).toBeLessThan(a);
        expect(Math.abs(charge - (a + 20) / 0.985)).toBeLessThan(2);
      }),
      runs,
    );
  });

  test('gross-up is minimal for every single amount up to £10,000', () => {
    // Exhaustive as well as random: a rounding slip at one odd amount is exactly what a sample can miss.
    for (let a = 1; a <= 1_000_000; a++) {
      const charge = grossUpForCardFeePence(a);
      if (netAfterCardFee(charge) < a || netAfterCardFee(charge - 1) >= a) throw new Error(`gross-up of ${a}p gave ${charge}p`);
    }
  });

  test('VAT is per line, within half a penny, and the total is subtotal plus VAT', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: amount, vat: vatRate }), { maxLength: 20 }), (lines) => {
        for (const line of lines) expect(Math.abs(lineVatPence(line) - (line.price * line.vat) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        const t = quoteTotals(lines);
        expect(t.totalPence).toBe(t.subtotalPence + t.vatPence);
        expect(t.vatPence).toBe(lines.reduce((sum, line) => sum + lineVatPence(line), 0));
      }),
      runs,
    );
  });

  test('half-up division is exact even past 2^53 intermediate products', () => {
    const big = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 1_200_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b, d) => {
        const expected = (2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d));
        fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(mulDivHalfUp(a, b, d)).toBe(Number(expected));
      }),
      runs,
    );
  });

  test('formatPounds reads back to the same pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (pence) => {
        const shown = formatPounds(pence);
        expect(shown).toMatch(/^-?£\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(shown.replace(/[£,]/g, '')) * 100)).toBe(pence);
      }),
      runs,
    );
  });
});
