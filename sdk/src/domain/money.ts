// All money arithmetic (ARCHITECTURE.md section 7), shared by hub and server; the server
// recomputes every amount with these and never trusts a client's total. Amounts are whole
// pence and percentages are turned into basis points, so every step is integer arithmetic
// with one explicit rounding; floats never touch a total.

/** Basis points in 100 %. */
const BASIS_POINTS = 10_000;

/**
 * Throws a RangeError unless `value` is a whole, non-negative number of pence.
 * @example assertPence(1250, 'price') // ok; assertPence(12.5, 'price') // throws
 */
export function assertPence(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `Expected ${what} as a whole number of pence of at least 0 (e.g. 1250 for £12.50), got ${String(value)}.`,
    );
  }
}

/** A percentage (20 = 20 %) in whole basis points; at most two decimals, 0 to 100. */
export function percentToBasisPoints(percent: number, what = 'percentage'): number {
  const basisPoints = Math.round(percent * 100);
  // The tolerance absorbs binary representation (0.07 * 100 = 7.000000000000001), not real fractions of a basis point.
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - basisPoints) > 1e-6) {
    throw new RangeError(
      `Expected ${what} as a percentage from 0 to 100 with at most two decimals (e.g. 20 for 20 %), got ${String(percent)}.`,
    );
  }
  return basisPoints;
}

function product(a: number, b: number): bigint | number {
  const p = a * b;
  // A float product is exact when it is a safe integer; otherwise finish in BigInt.
  return Number.isSafeInteger(p) ? p : BigInt(a) * BigInt(b);
}

/** Quotient and remainder of a safe non-negative integer by a positive one. */
function floorDivision(p: number, d: number): { q: number; r: number } {
  // Exact for p below 2^53: the gap from p / d up to the next whole number (at least 1/d)
  // is wider than half a float step there, so rounding never carries the quotient over.
  const q = Math.floor(p / d);
  return { q, r: p - q * d };
}

function assertOperands(a: number, b: number, d: number): void {
  if (![a, b, d].every((n) => Number.isSafeInteger(n) && n >= 0) || d === 0) {
    throw new RangeError(`Expected whole non-negative numbers and a positive divisor, got ${a} × ${b} / ${d}.`);
  }
}

/**
 * round(a × b / d) with halves rounded up, for non-negative integers, exactly.
 * @example mulDivHalfUp(1250, 2000, 10_000) // 250 (20 % of £12.50)
 */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  assertOperands(a, b, d);
  const p = product(a, b);
  if (typeof p === 'number') {
    const { q, r } = floorDivision(p, d);
    return 2 * r >= d ? q + 1 : q;
  }
  const big = BigInt(d);
  return Number((2n * p + big) / (2n * big));
}

/** ceil(a × b / d) for non-negative integers, exactly. */
function mulDivCeil(a: number, b: number, d: number): number {
  const p = product(a, b);
  if (typeof p === 'number') {
    const { q, r } = floorDivision(p, d);
    return r === 0 ? q : q + 1;
  }
  const big = BigInt(d);
  return Number((p + big - 1n) / big);
}

/** A line item's amounts as the wire carries them: price in pence excluding VAT, vat in percent. */
export interface LineItemAmounts {
  readonly price: number;
  readonly vat: number;
}

/**
 * The VAT on one line, rounded half-up to the penny.
 * @example lineVatPence({ price: 1999, vat: 20 }) // 400 (399.8 rounds up)
 */
export function lineVatPence(line: LineItemAmounts): number {
  assertPence(line.price, 'a line item price');
  return mulDivHalfUp(line.price, percentToBasisPoints(line.vat, 'a line item VAT rate'), BASIS_POINTS);
}

/** A line's price including its VAT. */
export function lineTotalPence(line: LineItemAmounts): number {
  return line.price + lineVatPence(line);
}

/** What a quote adds up to: prices excluding VAT, the VAT (each line rounded on its own) and the total. */
export interface QuoteTotals {
  readonly subtotalPence: number;
  readonly vatPence: number;
  readonly totalPence: number;
}

/** The quote's subtotal, VAT and total; VAT is rounded per line, then summed. */
export function quoteTotals(lines: readonly LineItemAmounts[]): QuoteTotals {
  let subtotalPence = 0;
  let vatPence = 0;
  for (const line of lines) {
    vatPence += lineVatPence(line);
    subtotalPence += line.price;
  }
  return { subtotalPence, vatPence, totalPence: subtotalPence + vatPence };
}

/** The quote total: every line including its VAT. */
export function quoteTotalPence(lines: readonly LineItemAmounts[]): number {
  return quoteTotals(lines).totalPence;
}

/** Commission in percent when the config gives none (spec section 9). */
export const DEFAULT_COMMISSION_RATE = 4;
/** VAT charged on the platform's commission: 4 % commission + 20 % VAT = the spec's 4.8 %. */
export const PLATFORM_FEE_VAT_PERCENT = 20;
/** Card processing: 1.5 % of the charge ... */
export const CARD_FEE_PERCENT = 1.5;
/** ... plus 20p. */
export const CARD_FEE_FIXED_PENCE = 20;
/**
 * Whether card processing fees apply when nothing is configured: no. The spec charges them
 * "only when enabled", so an operator turns them on; the server and every client use this one default.
 */
export const DEFAULT_CARD_FEES_ENABLED = false;

/** What a recommender earns when the business accepts their recommendation, unless an operator sets another amount: £5. */
export const DEFAULT_RECOMMENDATION_REWARD_PENCE = 500;
/** What a referrer earns when a business that joined through their link is first paid, unless an operator sets another amount: £25. */
export const DEFAULT_REFERRAL_REWARD_PENCE = 2500;

/**
 * The platform fee: total × commission % × 1.2, rounded once, half-up.
 * @example platformFeePence(10_000) // 480 (4.8 % of £100)
 */
export function platformFeePence(totalPence: number, commissionRate: number = DEFAULT_COMMISSION_RATE): number {
  assertPence(totalPence, 'the total');
  const commissionBasisPoints = percentToBasisPoints(commissionRate, 'the commission rate');
  const withVat = commissionBasisPoints * (100 + PLATFORM_FEE_VAT_PERCENT);
  return mulDivHalfUp(totalPence, withVat, BASIS_POINTS * 100);
}

/**
 * The card processing fee on a charge: 1.5 % half-up plus 20p; nothing when there is no charge.
 * @example cardFeePence(10_000) // 170
 */
export function cardFeePence(chargePence: number): number {
  assertPence(chargePence, 'the charge');
  if (chargePence === 0) return 0;
  return mulDivHalfUp(chargePence, percentToBasisPoints(CARD_FEE_PERCENT), BASIS_POINTS) + CARD_FEE_FIXED_PENCE;
}

/** Where a payment's money goes. */
export interface FeeBreakdown {
  readonly totalPence: number;
  readonly platformFeePence: number;
  readonly cardFeePence: number;
  /** What the tradesperson receives; negative when the fees exceed a tiny total (refuse such a charge). */
  readonly netPence: number;
}

export interface FeeBreakdownInput {
  readonly totalPence: number;
  /** Percent; DEFAULT_COMMISSION_RATE when absent. */
  readonly commissionRate?: number;
  /** Whether the card processing fee applies to this payment; DEFAULT_CARD_FEES_ENABLED when absent. */
  readonly cardFeeEnabled?: boolean;
}

/**
 * Splits a total into platform fee, card fee (when enabled) and the net.
 * @example feeBreakdown({ totalPence: 10_000, cardFeeEnabled: true })
 * // { totalPence: 10000, platformFeePence: 480, cardFeePence: 170, netPence: 9350 }
 */
export function feeBreakdown({ totalPence, commissionRate, cardFeeEnabled = DEFAULT_CARD_FEES_ENABLED }: FeeBreakdownInput): FeeBreakdown {
  const platform = platformFeePence(totalPence, commissionRate);
  const card = cardFeeEnabled ? cardFeePence(totalPence) : 0;
  return { totalPence, platformFeePence: platform, cardFeePence: card, netPence: totalPence - platform - card };
}

/**
 * The smallest charge that still leaves `amountPence` after the card fee: the spec's
 * (a + 20p) / 0.985, made exact in whole pence.
 * @example grossUpForCardFeePence(10_000) // 10173
 */
export function grossUpForCardFeePence(amountPence: number): number {
  assertPence(amountPence, 'the amount to receive');
  if (amountPence === 0) return 0;
  const netOf = (charge: number) => charge - cardFeePence(charge);
  const keptBasisPoints = BASIS_POINTS - percentToBasisPoints(CARD_FEE_PERCENT);
  // The formula lands within a penny or two because the fee is rounded; the net never
  // falls as the charge rises, so stepping finds the smallest charge that is enough.
  let charge = mulDivCeil(amountPence + CARD_FEE_FIXED_PENCE, BASIS_POINTS, keptBasisPoints);
  while (netOf(charge - 1) >= amountPence) charge -= 1;
  while (netOf(charge) < amountPence) charge += 1;
  return charge;
}

// Bands include their lower bound, except that exactly £15,000 stays in the third band,
// so 'Under £500' and 'Over £15,000' mean what they say.
/** The spec's quote value bands, lowest first; bounds in pence, both inclusive. */
export const QUOTE_VALUE_BANDS = [
  { band: 'UNDER_500', label: 'Under £500', minPence: 0, maxPence: 49_999 },
  { band: 'FROM_500_TO_5000', label: '£500–£5,000', minPence: 50_000, maxPence: 499_999 },
  { band: 'FROM_5000_TO_15000', label: '£5,000–£15,000', minPence: 500_000, maxPence: 1_500_000 },
  { band: 'OVER_15000', label: 'Over £15,000', minPence: 1_500_001, maxPence: Number.MAX_SAFE_INTEGER },
] as const;
export type QuoteValueBand = (typeof QUOTE_VALUE_BANDS)[number];

/** The bands' codes, for a job request's budget. */
export const QUOTE_VALUE_BAND_CODES = ['UNDER_500', 'FROM_500_TO_5000', 'FROM_5000_TO_15000', 'OVER_15000'] as const satisfies readonly QuoteValueBand['band'][];
export type QuoteValueBandCode = (typeof QUOTE_VALUE_BAND_CODES)[number];

/**
 * The value band of a quote total (including VAT).
 * @example quoteValueBand(50_000).label // '£500–£5,000'
 */
export function quoteValueBand(totalPence: number): QuoteValueBand {
  assertPence(totalPence, 'the quote total');
  // The last band ends at the largest amount assertPence lets through, so find always finds.
  return QUOTE_VALUE_BANDS.find((b) => totalPence <= b.maxPence) ?? QUOTE_VALUE_BANDS[3];
}

// Made on first use, not when the module loads: building an Intl formatter costs tens of
// milliseconds on a phone, and every page's entry chunk imports this module.
let poundsGrouping: Intl.NumberFormat | undefined;

/**
 * Pence as pounds for display; negative amounts get a leading minus.
 * @example formatPounds(123456) // '£1,234.56'
 */
export function formatPounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) {
    throw new RangeError(`Expected a whole number of pence to format (e.g. 1250 for £12.50), got ${String(pence)}.`);
  }
  const abs = Math.abs(pence);
  const pounds = (poundsGrouping ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })).format(Math.floor(abs / 100));
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}
