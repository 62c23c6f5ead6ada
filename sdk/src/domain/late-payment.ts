// Late payments (ARCHITECTURE.md section 7, spec section 9): a requested payment past its
// due date is WARNING; 21 days or more past due it is LATE and accrues simple interest at
// 8 % a year from the due date. Days are UK calendar days, as the due date shows them.
import { calendarDaysBetween, ukCalendarDay } from './dates.js';
import type { DateInput } from './dates.js';
import { assertPence, mulDivHalfUp, percentToBasisPoints } from './money.js';
import type { PaymentScheduleStatus } from './statuses.js';

/** Days past due from which a payment is LATE (inclusive). */
export const LATE_PAYMENT_THRESHOLD_DAYS = 21;
/** Simple yearly interest on a late payment, in percent. */
export const LATE_PAYMENT_INTEREST_PERCENT = 8;
/** Interest accrues daily over a 365-day year, leap years included. */
export const LATE_PAYMENT_DAYS_PER_YEAR = 365;

function calendarDayOrThrow(input: DateInput, what: string) {
  const day = ukCalendarDay(input);
  if (!day) throw new RangeError(`Expected ${what} as an ISO 8601 date (e.g. '2024-03-05'), got ${JSON.stringify(input)}.`);
  return day;
}

/**
 * Whole UK calendar days `now` is past the due date; 0 on or before the due date.
 * @example daysPastDue('2024-03-01', '2024-03-22T09:00:00Z') // 21
 */
export function daysPastDue(dueDate: DateInput, now: DateInput): number {
  const days = calendarDaysBetween(calendarDayOrThrow(dueDate, 'the due date'), calendarDayOrThrow(now, 'now'));
  return Math.max(0, days);
}

/** A payment schedule item as far as lateness needs it. */
export interface ScheduleItemForLateness {
  readonly status: PaymentScheduleStatus;
  readonly dueDate?: DateInput | null;
}

// Only a payment that has been asked for can be late; PENDING (checkout open) counts
// because the money has still not arrived.
const CAN_GO_LATE: readonly PaymentScheduleStatus[] = ['REQUESTED', 'PENDING', 'WARNING', 'LATE'];

/**
 * The status a schedule item should have at `now`: WARNING once past due, LATE from 21
 * days past due; otherwise unchanged. It never moves an item back (see the state machine).
 * @example latePaymentStatus({ status: 'REQUESTED', dueDate: '2024-03-01' }, '2024-03-02') // 'WARNING'
 */
export function latePaymentStatus(item: ScheduleItemForLateness, now: DateInput): PaymentScheduleStatus {
  if (!CAN_GO_LATE.includes(item.status) || item.dueDate == null) return item.status;
  const days = daysPastDue(item.dueDate, now);
  if (days >= LATE_PAYMENT_THRESHOLD_DAYS) return 'LATE';
  if (days >= 1 && item.status !== 'LATE') return 'WARNING';
  return item.status;
}

/**
 * Simple interest on a late payment for `days` days past due, rounded half-up once; none
 * before the payment is LATE, then counted from the due date (day 1 onwards).
 * @example lateInterestPence(100_000, 21) // 460 (£1,000 × 8 % × 21/365)
 */
export function lateInterestPence(amountPence: number, days: number): number {
  assertPence(amountPence, 'the late amount');
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Expected days past due as a whole number of at least 0, got ${String(days)}.`);
  }
  if (days < LATE_PAYMENT_THRESHOLD_DAYS) return 0;
  const yearlyBasisPoints = percentToBasisPoints(LATE_PAYMENT_INTEREST_PERCENT);
  return mulDivHalfUp(amountPence, yearlyBasisPoints * days, 10_000 * LATE_PAYMENT_DAYS_PER_YEAR);
}

/**
 * The interest a late payment has accrued by `now` (pass the payment date to stop the clock).
 * @example latePaymentInterestPence({ amountPence: 100_000, dueDate: '2024-03-01' }, '2024-03-22') // 460
 */
export function latePaymentInterestPence(payment: { readonly amountPence: number; readonly dueDate: DateInput }, now: DateInput): number {
  return lateInterestPence(payment.amountPence, daysPastDue(payment.dueDate, now));
}
