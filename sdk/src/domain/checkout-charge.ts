// What a card checkout for one scheduled payment charges and where the money goes
// (ARCHITECTURE.md section 7). The server computes it every time a checkout opens; the hub
// may show the same figures before the customer presses Pay.
import { assertPence, cardFeePence, formatPounds, grossUpForCardFeePence, mulDivHalfUp, percentToBasisPoints, platformFeePence } from './money.js';

export interface CheckoutChargeInput {
  /** The scheduled payment (part of the quote total, VAT included). */
  readonly itemPence: number;
  /** Late-payment interest due on it today (0 unless LATE). */
  readonly lateChargePence: number;
  /** The work's commission rate in percent (the platform fee is this + 20 % VAT on it). */
  readonly commissionRate: number;
  /** Whether card processing fees apply (platform config). */
  readonly cardFeesEnabled: boolean;
  /** Whether the tradesperson passes the card fee on to the customer. */
  readonly passCardFeeToCustomer: boolean;
}

export interface CheckoutCharge {
  /** What the customer's card is charged. */
  readonly chargePence: number;
  readonly itemPence: number;
  readonly lateChargePence: number;
  /** Commission + VAT on the scheduled payment (not on the late charge, which is the tradesperson's). */
  readonly platformFeePence: number;
  /** 1.5 % + 20p of the charge when card fees apply, else 0. */
  readonly cardFeePence: number;
  /** The part of the charge the customer pays on top to cover the card fee (0 unless passed on). */
  readonly cardFeeSurchargePence: number;
  /** What the platform keeps: platform fee + card fee (Stripe's application_fee_amount). */
  readonly applicationFeePence: number;
  /** What reaches the tradesperson. */
  readonly netPence: number;
}

/**
 * The money of one checkout, in whole pence. When the card fee is passed on, the customer pays
 * the exact gross-up of item + late charge, so the card fee leaves the tradesperson exactly as
 * much as without card fees. Throws a RangeError with a sentence when the fees would exceed
 * the payment.
 * @example checkoutCharge({ itemPence: 10_000, lateChargePence: 0, commissionRate: 4, cardFeesEnabled: true, passCardFeeToCustomer: true })
 * // { chargePence: 10173, platformFeePence: 480, cardFeePence: 173, netPence: 9520, ... }
 */
export function checkoutCharge(input: CheckoutChargeInput): CheckoutCharge {
  assertPence(input.itemPence, 'the payment');
  assertPence(input.lateChargePence, 'the late charge');
  const duePence = input.itemPence + input.lateChargePence;
  const passedOn = input.cardFeesEnabled && input.passCardFeeToCustomer;
  const chargePence = passedOn ? grossUpForCardFeePence(duePence) : duePence;
  const card = input.cardFeesEnabled ? cardFeePence(chargePence) : 0;
  const platform = platformFeePence(input.itemPence, input.commissionRate);
  const applicationFeePence = platform + card;
  if (applicationFeePence >= chargePence) {
    throw new RangeError(`A payment of ${formatPounds(duePence)} is too small to carry its fees of ${formatPounds(applicationFeePence)}.`);
  }
  return {
    chargePence,
    itemPence: input.itemPence,
    lateChargePence: input.lateChargePence,
    platformFeePence: platform,
    cardFeePence: card,
    cardFeeSurchargePence: chargePence - duePence,
    applicationFeePence,
    netPence: chargePence - applicationFeePence,
  };
}

/**
 * The platform fee itemised for the tradesperson's fee invoice: the commission (half-up) and
 * the VAT on it, which is the rest of the fee, so the two add up to what was taken to the penny.
 * @example platformFeeItems(10_000, 4) // { commissionPence: 400, vatPence: 80 }
 */
export function platformFeeItems(paymentPence: number, commissionRate: number): { commissionPence: number; vatPence: number } {
  const fee = platformFeePence(paymentPence, commissionRate);
  const commissionPence = Math.min(fee, mulDivHalfUp(paymentPence, percentToBasisPoints(commissionRate, 'the commission rate'), 10_000));
  return { commissionPence, vatPence: fee - commissionPence };
}
