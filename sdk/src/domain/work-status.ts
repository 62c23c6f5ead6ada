// How a work (contract) status reads and looks (spec section 4), and which works count as
// a customer's past works.
import { formatDueDate } from './dates.js';
import type { DateInput } from './dates.js';
import type { WorkStatus } from './statuses.js';

/** The spec's display text of each work status, exactly (note the trailing space). */
export const WORK_STATUS_LABELS = {
  OPEN: 'Draft',
  ACCEPTED: 'Contract Accepted',
  AGREED: 'Contract agreed',
  IN_PROGRESS: 'Job in progress',
  COMPLETED: 'Job completed',
  COMPLETED_PENDING: 'Job completed [awaiting payment] ',
  CLOSED: 'Job closed',
  ON_GOING: 'Contract Ongoing',
  REJECTED: 'Contract Rejected',
  CANCELLED: 'Job Cancelled',
  INDEPENDENT_ASSESSMENT: 'Independent Assessment',
} as const satisfies Record<WorkStatus, string>;

/** What a status the sdk does not know reads as. */
export const UNKNOWN_WORK_STATUS_LABEL = 'Pending';

/** Prefix of the label shown while a payment is requested; a due date always follows. */
export const PAYMENT_REQUESTED_LABEL_PREFIX = 'Payment requested - Due Date: ';

/** Orange for a draft (OPEN) work. */
export const WORK_STATUS_ORANGE = '#FFBF89';
/** Reddish translucent: work that still needs something done, and any unknown status. */
export const WORK_STATUS_RED = 'rgba(229, 57, 53, 0.2)';
/** Greenish translucent: work agreed or finished. */
export const WORK_STATUS_GREEN = 'rgba(67, 160, 71, 0.2)';

/** Background colour of each work status badge; COMPLETED_PENDING and INDEPENDENT_ASSESSMENT take the default (red). */
export const WORK_STATUS_COLOURS = {
  OPEN: WORK_STATUS_ORANGE,
  ACCEPTED: WORK_STATUS_GREEN,
  AGREED: WORK_STATUS_GREEN,
  COMPLETED: WORK_STATUS_GREEN,
  CLOSED: WORK_STATUS_GREEN,
  IN_PROGRESS: WORK_STATUS_RED,
  ON_GOING: WORK_STATUS_RED,
  REJECTED: WORK_STATUS_RED,
  CANCELLED: WORK_STATUS_RED,
  COMPLETED_PENDING: WORK_STATUS_RED,
  INDEPENDENT_ASSESSMENT: WORK_STATUS_RED,
} as const satisfies Record<WorkStatus, string>;

/** A payment schedule item as far as the label needs it. */
export interface WorkPaymentForLabel {
  readonly status: string;
  readonly dueDate?: DateInput | null;
}

/** A work as far as its label needs it. `status` is a string because the wire may send values this sdk does not know yet. */
export interface WorkForLabel {
  readonly status: string;
  readonly dueDate?: DateInput | null;
  readonly payments?: readonly WorkPaymentForLabel[] | null;
}

function isKnownStatus<T extends Record<string, string>>(table: T, status: string): status is Extract<keyof T, string> {
  return Object.hasOwn(table, status);
}

/** The display text of a bare status: the spec's text, or 'Pending' for anything else. */
export function workStatusText(status: string): string {
  return isKnownStatus(WORK_STATUS_LABELS, status) ? WORK_STATUS_LABELS[status] : UNKNOWN_WORK_STATUS_LABEL;
}

/** The due date of the requested payment that falls due first, else the work's own due date. */
function requestedPaymentDueDate(work: WorkForLabel, requested: readonly WorkPaymentForLabel[]): string | null {
  // The earliest date is the one the customer must act on first.
  let earliest: { time: number; formatted: string } | null = null;
  for (const payment of requested) {
    const formatted = formatDueDate(payment.dueDate);
    if (formatted === null || payment.dueDate == null) continue;
    const time = new Date(payment.dueDate).getTime();
    if (earliest === null || time < earliest.time) earliest = { time, formatted };
  }
  return earliest?.formatted ?? formatDueDate(work.dueDate);
}

/**
 * The label of a work: CANCELLED and OPEN first; then a requested payment with its due
 * date (DD MMM YYYY), the work's own due date when the payment has none; else the status text.
 * @example workStatusLabel({ status: 'IN_PROGRESS', payments: [{ status: 'REQUESTED', dueDate: '2024-03-05' }] })
 * // 'Payment requested - Due Date: 05 Mar 2024'
 */
export function workStatusLabel(work: WorkForLabel): string {
  if (work.status === 'CANCELLED' || work.status === 'OPEN') return WORK_STATUS_LABELS[work.status];
  const requested = (work.payments ?? []).filter((payment) => payment.status === 'REQUESTED');
  const due = requested.length > 0 ? requestedPaymentDueDate(work, requested) : null;
  // The spec's label always ends in a date. The contract gives every scheduled payment a
  // due date, so no date at all means unreadable data: the status text is the honest label.
  return due === null ? workStatusText(work.status) : PAYMENT_REQUESTED_LABEL_PREFIX + due;
}

/** The badge colour of a work status; unknown statuses get the default (reddish). */
export function workStatusColour(status: string): string {
  return isKnownStatus(WORK_STATUS_COLOURS, status) ? WORK_STATUS_COLOURS[status] : WORK_STATUS_RED;
}

/** The statuses that make a work one of a customer's past works. */
export const CUSTOMER_PAST_WORK_STATUSES = ['COMPLETED', 'CLOSED'] as const satisfies readonly WorkStatus[];

/** Whether a work is one of the customer's past works (COMPLETED or CLOSED; open contracts are not). */
export function isCustomerPastWork(work: { readonly status: string }): boolean {
  return (CUSTOMER_PAST_WORK_STATUSES as readonly string[]).includes(work.status);
}

/** A customer's past works, in the order given. */
export function customerPastWorks<W extends { readonly status: string }>(works: readonly W[]): W[] {
  return works.filter(isCustomerPastWork);
}
