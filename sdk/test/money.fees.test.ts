import { describe, expect, test } from 'vitest';
import {
  DEFAULT_COMMISSION_RATE,
  QUOTE_VALUE_BANDS,
  assertPence,
  cardFeePence,
  feeBreakdown,
  formatPounds,
  grossUpForCardFeePence,
  lineTotalPence,
  lineVatPence,
  mulDivHalfUp,
  platformFeePence,
  quoteTotalPence,
  quoteTotals,
  quoteValueBand,
} from '../src/domain/money.js';

describe('VAT per line', () => {
  test.each([
    [1250, 20, 250],
    [1999, 20, 400], // 399.8 rounds up
    [2, 25, 1], // exactly half a penny rounds up
    [10, 5, 1], // 0.5
    [9, 5, 0], // 0.45 rounds down
    [333, 12.5, 42], // 41.625
    [1000, 0, 0],
    [0, 20, 0],
  ])('%ip at %d%% VAT carries %ip VAT', (price, vat, expected) => {
    expect(lineVatPence({ price, vat })).toBe(expected);
    expect(lineTotalPence({ price, vat })).toBe(price + expected);
  });
});

describe('quote total', () => {
  test('is the sum of lines including VAT, each line rounded on its own', () => {
    // Two lines of 2p at 25 %: each carries 1p (0.5 up), where VAT on the 4p sum would be 1p.
    expect(quoteTotals([{ price: 2, vat: 25 }, { price: 2, vat: 25 }])).toEqual({ subtotalPence: 4, vatPence: 2, totalPence: 6 });
  });

  test('adds lines with different rates', () => {
    expect(quoteTotalPence([{ price: 1999, vat: 20 }, { price: 1999, vat: 20 }, { price: 1000, vat: 5 }])).toBe(5848);
  });

  test('of no lines is zero', () => {
    expect(quoteTotalPence([])).toBe(0);
  });
});

describe('platform fee', () => {
  test('defaults to 4 % commission, which is 4.8 % with VAT on it', () => {
    expect(DEFAULT_COMMISSION_RATE).toBe(4);
    expect(platformFeePence(10_000)).toBe(480);
  });

  test.each([
    [10_000, 4, 480],
    [123_456, 4, 5926], // 5925.888
    [11, 4, 1], // 0.528
    [10, 4, 0], // 0.48
    [25, 5, 2], // exactly 1.5 rounds up
    [10_000, 0, 0],
    [10_000, 2.5, 300],
    [0, 4, 0],
  ])('on %ip at %d%% commission is %ip', (total, rate, fee) => {
    expect(platformFeePence(total, rate)).toBe(fee);
  });
});

describe('card fee', () => {
  test.each([
    [10_000, 170],
    [100, 22], // 1.5p rounds up, plus 20p
    [33, 20], // 0.495p rounds down
    [0, 0], // no charge, no card fee
  ])('on a %ip charge is %ip', (charge, fee) => {
    expect(cardFeePence(charge)).toBe(fee);
  });
});

describe('fee breakdown', () => {
  test('with the card fee enabled', () => {
    expect(feeBreakdown({ totalPence: 10_000, cardFeeEnabled: true })).toEqual({
      totalPence: 10_000,
      platformFeePence: 480,
      cardFeePence: 170,
      netPence: 9350,
    });
  });

  test('without the card fee (the default) and with the configured commission', () => {
    expect(feeBreakdown({ totalPence: 10_000, commissionRate: 5 })).toEqual({
      totalPence: 10_000,
      platformFeePence: 600,
      cardFeePence: 0,
      netPence: 9400,
    });
  });
});

describe('gross-up for the card fee', () => {
  test.each([
    [10_000, 10_173],
    [1, 21], // the formula's 22p is a penny more than needed
    [0, 0],
  ])('to receive %ip charge %ip', (amount, charge) => {
    expect(grossUpForCardFeePence(amount)).toBe(charge);
  });

  test('stays exact where (a + 20) × 10,000 passes 2^53', () => {
    const amount = 1_000_000_000_000;
    const charge = grossUpForCardFeePence(amount);
    expect(charge - cardFeePence(charge)).toBeGreaterThanOrEqual(amount);
    expect(charge - 1 - cardFeePence(charge - 1)).toBeLessThan(amount);
  });
});

describe('quote value bands', () => {
  test.each([
    [0, 'Under £500'],
    [49_999, 'Under £500'],
    [50_000, '£500–£5,000'],
    [499_999, '£500–£5,000'],
    [500_000, '£5,000–£15,000'],
    [1_500_000, '£5,000–£15,000'],
    [1_500_001, 'Over £15,000'],
    [Number.MAX_SAFE_INTEGER, 'Over £15,000'],
  ])('%ip is in band %j', (total, label) => {
    expect(quoteValueBand(total).label).toBe(label);
  });

  test('bands cover every amount without gaps or overlaps', () => {
    QUOTE_VALUE_BANDS.slice(1).forEach((band, i) => expect(band.minPence).toBe((QUOTE_VALUE_BANDS[i]?.maxPence ?? -2) + 1));
  });
});

describe('formatPounds', () => {
  test.each([
    [123_456, '£1,234.56'],
    [0, '£0.00'],
    [5, '£0.05'],
    [100, '£1.00'],
    [100_000_000, '£1,000,000.00'],
    [-150, '-£1.50'],
  ])('%ip shows as %s', (pence, shown) => {
    expect(formatPounds(pence)).toBe(shown);
  });

  test('refuses fractions of a penny', () => {
    expect(() => formatPounds(1.5)).toThrow(RangeError);
  });
});

describe('refusing amounts that are not whole pence', () => {
  test.each([
    ['a fraction', () => platformFeePence(12.5), 'Expected the total as a whole number of pence of at least 0 (e.g. 1250 for £12.50), got 12.5.'],
    ['a negative amount', () => cardFeePence(-1), 'got -1'],
    ['NaN', () => grossUpForCardFeePence(Number.NaN), 'got NaN'],
    ['an unsafe integer', () => feeBreakdown({ totalPence: 2 ** 53 }), 'whole number of pence'],
    ['a fractional price', () => lineVatPence({ price: 0.5, vat: 20 }), 'a line item price'],
    ['a negative band amount', () => quoteValueBand(-1), 'the quote total'],
    ['the default name', () => assertPence(Infinity), 'Expected amount as'],
  ])('%s is a RangeError a person can act on', (_, run, message) => {
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });

  test.each([
    ['a VAT rate over 100', () => lineVatPence({ price: 100, vat: 120 }), 'a line item VAT rate as a percentage from 0 to 100'],
    ['a negative commission', () => platformFeePence(100, -1), 'the commission rate'],
    ['a rate finer than a basis point', () => platformFeePence(100, 4.001), 'at most two decimals'],
  ])('%s is a RangeError', (_, run, message) => {
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });

  test('a rate with binary noise is still accepted', () => {
    expect(lineVatPence({ price: 10_000, vat: 0.07 * 100 })).toBe(700);
  });

  test('mulDivHalfUp refuses a zero divisor and fractions', () => {
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(RangeError);
  });
});
