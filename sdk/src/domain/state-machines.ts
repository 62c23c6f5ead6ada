// The status machines of ARCHITECTURE.md section 7: one transition table per machine. The
// server enforces them (409 on an illegal move) and the hub shows buttons from them, so a
// move allowed in one place is allowed in the other.
import { QUOTE_STATUS_LABELS } from './quote-status.js';
import type { DisputeStatus, PaymentScheduleStatus, QuoteStatus, WorkStatus } from './statuses.js';
import { SUPPORT_STAGE_LABELS, type SupportStage } from './support.js';
import { WORK_STATUS_LABELS } from './work-status.js';

/**
 * Work moves either side may make alone. IN_PROGRESS/ON_GOING may go straight to COMPLETED
 * when nothing is outstanding at completion (the server checks the schedule); open-ended
 * work runs as ON_GOING instead of IN_PROGRESS. INDEPENDENT_ASSESSMENT is entered and left only
 * by a support proposal (support.ts): it returns the work to where it was, or ends it when both
 * sides accept that.
 */
export const WORK_TRANSITIONS = {
  OPEN: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['AGREED', 'CANCELLED'],
  AGREED: ['IN_PROGRESS', 'ON_GOING', 'CANCELLED', 'INDEPENDENT_ASSESSMENT'],
  IN_PROGRESS: ['COMPLETED_PENDING', 'COMPLETED', 'INDEPENDENT_ASSESSMENT'],
  ON_GOING: ['COMPLETED_PENDING', 'COMPLETED', 'INDEPENDENT_ASSESSMENT'],
  COMPLETED_PENDING: ['COMPLETED', 'INDEPENDENT_ASSESSMENT'],
  INDEPENDENT_ASSESSMENT: ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'],
  COMPLETED: ['CLOSED'],
  CLOSED: [],
  REJECTED: [],
  CANCELLED: [],
} as const satisfies Record<WorkStatus, readonly WorkStatus[]>;

/** Work moves that need both sides' agreement: cancelling once work has started; ending an assessment. */
export const WORK_TRANSITIONS_BY_AGREEMENT = {
  IN_PROGRESS: ['CANCELLED'],
  ON_GOING: ['CANCELLED'],
  COMPLETED_PENDING: ['CANCELLED'],
  INDEPENDENT_ASSESSMENT: ['CANCELLED', 'CLOSED'],
} as const satisfies Partial<Record<WorkStatus, readonly WorkStatus[]>>;

/** The states a job is being worked in; an independent assessment returns to one of them. */
export const WORK_WORKING_STATES = ['IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'] as const satisfies readonly WorkStatus[];

export const QUOTE_TRANSITIONS = {
  DRAFT: ['SENT'],
  SENT: ['ACCEPTED', 'REJECTED', 'CLOSED'],
  ACCEPTED: ['STARTED'],
  REJECTED: [],
  CLOSED: [],
  STARTED: [],
} as const satisfies Record<QuoteStatus, readonly QuoteStatus[]>;

/**
 * Schedule item moves. PENDING (checkout open) falls back to REQUESTED when the checkout
 * expires. Overdue wins over "checkout open": WARNING/LATE are left only by paying, so the
 * customer keeps seeing that the payment is late.
 */
export const PAYMENT_SCHEDULE_TRANSITIONS = {
  OPEN: ['REQUESTED'],
  REQUESTED: ['PENDING', 'WARNING', 'LATE'],
  PENDING: ['PAID', 'REQUESTED', 'WARNING', 'LATE'],
  WARNING: ['LATE', 'PAID'],
  LATE: ['PAID'],
  PAID: [],
} as const satisfies Record<PaymentScheduleStatus, readonly PaymentScheduleStatus[]>;

/** Display text of schedule item statuses (the spec gives none; these are ours). */
export const PAYMENT_SCHEDULE_STATUS_LABELS = {
  OPEN: 'Scheduled',
  REQUESTED: 'Payment requested',
  PENDING: 'Payment in progress',
  PAID: 'Paid',
  WARNING: 'Overdue',
  LATE: 'Late',
} as const satisfies Record<PaymentScheduleStatus, string>;

/**
 * Review dispute moves: an operator accepts or rejects a pending dispute, or the business
 * withdraws it (CLOSED); a decided dispute can then only be closed.
 */
export const REVIEW_DISPUTE_TRANSITIONS = {
  PENDING: ['ACCEPTED', 'REJECTED', 'CLOSED'],
  ACCEPTED: ['CLOSED'],
  REJECTED: ['CLOSED'],
  CLOSED: [],
} as const satisfies Record<DisputeStatus, readonly DisputeStatus[]>;

/**
 * Support proposal stages: an operator prices it (and may price it again until it is paid),
 * the asker's payment starts it, an operator completes it once the help was given.
 */
export const SUPPORT_STAGE_TRANSITIONS = {
  AWAITING_PRICE: ['AWAITING_PAYMENT'],
  AWAITING_PAYMENT: ['IN_PROGRESS'],
  IN_PROGRESS: ['COMPLETED'],
  COMPLETED: [],
} as const satisfies Record<SupportStage, readonly SupportStage[]>;

/** Display text of review dispute statuses (the spec gives none; these are ours). */
export const REVIEW_DISPUTE_STATUS_LABELS = {
  PENDING: 'Under review',
  ACCEPTED: 'Upheld',
  REJECTED: 'Not upheld',
  CLOSED: 'Closed',
} as const satisfies Record<DisputeStatus, string>;

interface MachineStates {
  work: WorkStatus;
  quote: QuoteStatus;
  scheduleItem: PaymentScheduleStatus;
  reviewDispute: DisputeStatus;
  support: SupportStage;
}
/** The name of a status machine. */
export type StateMachineName = keyof MachineStates;
/** The states of a machine. */
export type StateOf<M extends StateMachineName> = MachineStates[M];

type Table = Readonly<Partial<Record<string, readonly string[]>>>;

// Tables are widened to strings so a status read from storage that the sdk does not know
// simply has no moves instead of crashing the lookup.
const MACHINES: Record<StateMachineName, { noun: string; labels: Readonly<Record<string, string>>; free: Table; byAgreement: Table }> = {
  work: { noun: 'job', labels: WORK_STATUS_LABELS, free: WORK_TRANSITIONS, byAgreement: WORK_TRANSITIONS_BY_AGREEMENT },
  quote: { noun: 'quote', labels: QUOTE_STATUS_LABELS, free: QUOTE_TRANSITIONS, byAgreement: {} },
  scheduleItem: { noun: 'payment', labels: PAYMENT_SCHEDULE_STATUS_LABELS, free: PAYMENT_SCHEDULE_TRANSITIONS, byAgreement: {} },
  reviewDispute: { noun: 'review dispute', labels: REVIEW_DISPUTE_STATUS_LABELS, free: REVIEW_DISPUTE_TRANSITIONS, byAgreement: {} },
  support: { noun: 'support request', labels: SUPPORT_STAGE_LABELS, free: SUPPORT_STAGE_TRANSITIONS, byAgreement: {} },
};

/** Options of a move; `agreement` says both sides have agreed to it. */
export interface TransitionOptions {
  readonly agreement?: boolean;
}

/**
 * The states a machine may move to from `from`, e.g. for the buttons a screen shows.
 * @example nextStates('work', 'IN_PROGRESS', { agreement: true }) // [..., 'CANCELLED']
 */
export function nextStates<M extends StateMachineName>(machine: M, from: StateOf<M>, options: TransitionOptions = {}): StateOf<M>[] {
  const { free, byAgreement } = MACHINES[machine];
  const moves = [...(free[from] ?? []), ...(options.agreement ? (byAgreement[from] ?? []) : [])];
  return moves as StateOf<M>[];
}

/** Whether the move needs both sides' agreement (it is allowed with `{ agreement: true }` only). */
export function needsAgreement<M extends StateMachineName>(machine: M, from: StateOf<M>, to: StateOf<M>): boolean {
  return (MACHINES[machine].byAgreement[from] ?? []).includes(to);
}

/**
 * Whether `from -> to` is allowed.
 * @example canTransition('quote', 'DRAFT', 'SENT') // true
 */
export function canTransition<M extends StateMachineName>(machine: M, from: StateOf<M>, to: StateOf<M>, options: TransitionOptions = {}): boolean {
  return nextStates(machine, from, options).includes(to);
}

/** Thrown on a move the machine does not allow; the server answers it with 409. */
export class IllegalTransitionError extends Error {
  override readonly name = 'IllegalTransitionError';
  readonly code = 'ILLEGAL_TRANSITION';
  readonly status = 409;
  // A marker rather than instanceof: two bundles of the sdk have two different classes.
  readonly isIllegalTransitionError = true;

  constructor(
    readonly machine: StateMachineName,
    readonly from: string,
    readonly to: string,
    readonly agreementRequired = false,
  ) {
    const { noun, labels } = MACHINES[machine];
    const label = (state: string) => `'${(labels[state] ?? state).trim()}'`;
    const reason = agreementRequired ? ' without both sides agreeing' : '';
    super(`A ${noun} cannot move from ${label(from)} to ${label(to)}${reason}.`);
  }
}

/** Whether `error` is an IllegalTransitionError, from this bundle or another. */
export function isIllegalTransitionError(error: unknown): error is IllegalTransitionError {
  return typeof error === 'object' && error !== null && (error as { isIllegalTransitionError?: unknown }).isIllegalTransitionError === true;
}

/**
 * Throws IllegalTransitionError unless `from -> to` is allowed.
 * @example assertTransition('work', 'OPEN', 'CLOSED') // throws "A job cannot move from 'Draft' to 'Job closed'."
 */
export function assertTransition<M extends StateMachineName>(machine: M, from: StateOf<M>, to: StateOf<M>, options: TransitionOptions = {}): void {
  if (canTransition(machine, from, to, options)) return;
  throw new IllegalTransitionError(machine, from, to, needsAgreement(machine, from, to));
}
