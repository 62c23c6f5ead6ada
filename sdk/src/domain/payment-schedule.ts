// Payment schedules (ARCHITECTURE.md section 7): a STANDARD quote's schedule must add up to
// the quote total including VAT, to the penny, and a change set replaces the unpaid part of
// a schedule with payments that add up to what is still unpaid. The quote builder's presets
// split a total here so the split always adds up, whatever the remainder.
import { assertPence, mulDivHalfUp, percentToBasisPoints } from './money.js';

/** A payment as far as adding up a schedule needs it. */
export interface ScheduledAmount {
  readonly amountPence: number;
}

/** The sum of a schedule's payments. */
export function scheduleTotalPence(payments: readonly ScheduledAmount[]): number {
  return payments.reduce((sum, payment) => sum + payment.amountPence, 0);
}

/**
 * How much the schedule falls short of `targetPence`: positive when more must be scheduled,
 * negative when too much is, 0 when it adds up.
 * @example scheduleShortfallPence(10_000, [{ amountPence: 4_000 }]) // 6000
 */
export function scheduleShortfallPence(targetPence: number, payments: readonly ScheduledAmount[]): number {
  return targetPence - scheduleTotalPence(payments);
}

/** The part of a schedule not yet paid: what a change set may replace, and what it must add up to. */
export function unpaidPence(payments: readonly (ScheduledAmount & { readonly status: string })[]): number {
  return scheduleTotalPence(payments.filter((payment) => payment.status !== 'PAID'));
}

/**
 * A total split into `stages` payments that differ by at most a penny and add up exactly;
 * the odd pennies go to the earliest stages.
 * @example equalStagesPence(10_000, 3) // [3334, 3333, 3333]
 */
export function equalStagesPence(totalPence: number, stages: number): number[] {
  assertPence(totalPence, 'the total to split');
  if (!Number.isSafeInteger(stages) || stages < 1) {
    throw new RangeError(`Expected the number of stages as a whole number of at least 1, got ${String(stages)}.`);
  }
  const base = Math.floor(totalPence / stages);
  const remainder = totalPence - base * stages;
  return Array.from({ length: stages }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * A deposit of `depositPercent` of the total (half-up) and the balance, which takes the rest.
 * @example depositAndBalancePence(10_001, 25) // [2500, 7501]
 */
export function depositAndBalancePence(totalPence: number, depositPercent: number): [deposit: number, balance: number] {
  assertPence(totalPence, 'the total to split');
  const deposit = mulDivHalfUp(totalPence, percentToBasisPoints(depositPercent, 'the deposit'), 10_000);
  return [deposit, totalPence - deposit];
}

/** The quote builder's schedule presets. */
export const SCHEDULE_PRESETS = ['DEPOSIT_AND_BALANCE', 'EQUAL_STAGES', 'ALL_ON_COMPLETION'] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

/** What each preset is called where a tradesperson picks one. */
export const SCHEDULE_PRESET_LABELS = {
  DEPOSIT_AND_BALANCE: 'Deposit and balance',
  EQUAL_STAGES: 'Equal stages',
  ALL_ON_COMPLETION: 'All on completion',
} as const satisfies Record<SchedulePreset, string>;

/** A deposit is a quarter of the total unless the tradesperson says otherwise. */
export const DEFAULT_DEPOSIT_PERCENT = 25;
/** Equal stages are three unless the tradesperson says otherwise. */
export const DEFAULT_EQUAL_STAGES = 3;

export interface SchedulePresetOptions {
  readonly depositPercent?: number;
  readonly stages?: number;
}

/** One payment a preset proposes; the due date is the builder's to choose. */
export interface PresetPayment {
  readonly description: string;
  readonly amountPence: number;
}

/**
 * The payments a preset proposes for a total, adding up to it exactly. A payment is at least
 * 1p, so a part that would be nothing is left out (a 0 % deposit, more stages than pennies).
 * @example schedulePresetPayments('DEPOSIT_AND_BALANCE', 10_000)
 * // [{ description: 'Deposit (25%)', amountPence: 2500 }, { description: 'Balance on completion', amountPence: 7500 }]
 */
export function schedulePresetPayments(preset: SchedulePreset, totalPence: number, options: SchedulePresetOptions = {}): PresetPayment[] {
  assertPence(totalPence, 'the total to schedule');
  if (totalPence === 0) return [];
  if (preset === 'ALL_ON_COMPLETION') return [{ description: 'Payment on completion', amountPence: totalPence }];
  if (preset === 'DEPOSIT_AND_BALANCE') {
    const percent = options.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
    const [deposit, balance] = depositAndBalancePence(totalPence, percent);
    return [
      { description: `Deposit (${percent}%)`, amountPence: deposit },
      { description: 'Balance on completion', amountPence: balance },
    ].filter((payment) => payment.amountPence > 0);
  }
  const stages = Math.min(options.stages ?? DEFAULT_EQUAL_STAGES, totalPence);
  return equalStagesPence(totalPence, stages).map((amountPence, i) => ({ description: `Stage ${i + 1} of ${stages}`, amountPence }));
}

/**
 * The statuses of a payment the customer can pay now: asked for and not paid (a checkout may
 * already be open; past due it is WARNING, then LATE with its charge).
 */
export const PAYABLE_PAYMENT_STATUSES = ['REQUESTED', 'PENDING', 'WARNING', 'LATE'] as const;

/**
 * Whether the customer can pay this payment now.
 * @example isPaymentPayable({ status: 'REQUESTED' }) // true
 */
export function isPaymentPayable(payment: { readonly status: string }): boolean {
  return (PAYABLE_PAYMENT_STATUSES as readonly string[]).includes(payment.status);
}
