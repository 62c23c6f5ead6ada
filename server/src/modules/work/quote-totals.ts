import {
  cardFeePence,
  formatPounds,
  percentToBasisPoints,
  platformFeePence,
  quoteTotals,
  scheduleShortfallPence,
  type LineItemInput,
  type PaymentScheduleItemInput,
  type PlatformConfig,
  type QuoteTotals,
  type WorkFees,
} from '@tradeshub/sdk';
import { badRequest } from '../../http/errors.js';

// The money of a quote, always from the sdk's rules: totals from the lines (anything a client
// says a total is was stripped by the contract), the schedule checked against the total to
// the penny, and the fees the business pays.

/** The most a work may come to: the wire carries amounts up to £1,000,000. */
export const MAX_WORK_TOTAL_PENCE = 100_000_000;

/** A line ready to store: VAT in basis points, so 17.5 % stays exact. */
export interface LineToStore {
  description: string;
  pricePence: number;
  vatBasisPoints: number;
  priority: number;
}

/** The lines as stored, and what they add up to; refuses a quote of nothing or of more than £1,000,000. */
export function priceLines(lines: readonly LineItemInput[]): { rows: LineToStore[]; totals: QuoteTotals } {
  const totals = quoteTotals(lines);
  if (totals.totalPence === 0) throw badRequest('The quote comes to £0.00. Give at least one line a price.');
  if (totals.totalPence > MAX_WORK_TOTAL_PENCE) {
    throw badRequest(`The quote comes to ${formatPounds(totals.totalPence)}; a job on Tradeshub can be at most ${formatPounds(MAX_WORK_TOTAL_PENCE)} including VAT.`);
  }
  const rows = lines.map((line) => ({
    description: line.description,
    pricePence: line.price,
    vatBasisPoints: percentToBasisPoints(line.vat, 'the VAT rate'),
    priority: line.priority,
  }));
  return { rows, totals };
}

/** The VAT percent a stored line carries. */
export const vatPercentOf = (basisPoints: number) => basisPoints / 100;

/**
 * Refuses a schedule that does not add up to `targetPence` with a sentence saying by how
 * much it is off. `what` names the target: 'the quote total of £1,200.00 including VAT'.
 */
export function assertScheduleAddsUp(targetPence: number, payments: readonly { amountPence: number }[], what: string): void {
  const shortfall = scheduleShortfallPence(targetPence, payments);
  if (shortfall === 0) return;
  const scheduled = formatPounds(targetPence - shortfall);
  const gap = formatPounds(Math.abs(shortfall));
  const direction = shortfall > 0 ? `${gap} short of` : `${gap} more than`;
  throw badRequest(`The payments add up to ${scheduled}, ${direction} ${what}. Change them so they add up exactly.`);
}

/** Refuses payments too small to carry their own card fee (card fees on), which would leave the business less than nothing. */
export function assertPaymentsCarryFees(payments: readonly { amountPence: number }[], config: PlatformConfig): void {
  if (!config.cardFeesEnabled) return;
  const tooSmall = payments.find((payment) => payment.amountPence <= cardFeePence(payment.amountPence));
  if (tooSmall) {
    throw badRequest(`A payment of ${formatPounds(tooSmall.amountPence)} cannot carry its card fee of ${formatPounds(cardFeePence(tooSmall.amountPence))}. Make each payment larger.`);
  }
}

/**
 * What the business pays and keeps: the platform fee on the total at the work's commission,
 * the card fee of each payment (each is its own card charge) when card fees are on.
 */
export function workFees(totalPence: number, payments: readonly { amountPence: number }[], commissionBasisPoints: number, config: PlatformConfig): WorkFees {
  const commissionRate = commissionBasisPoints / 100;
  const platform = platformFeePence(totalPence, commissionRate);
  const card = config.cardFeesEnabled ? payments.reduce((sum, payment) => sum + cardFeePence(payment.amountPence), 0) : 0;
  return { commissionRate, platformFeePence: platform, cardFeePence: card, netPence: Math.max(0, totalPence - platform - card) };
}

/** The one payment of a QUICK contract: the whole total, on completion. */
export function quickPayment(totalPence: number, dueDate: Date): PaymentScheduleItemInput {
  return { description: 'Payment on completion', amountPence: totalPence, dueDate: dueDate.toISOString() };
}
