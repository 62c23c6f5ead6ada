// Who may move a work where (issue 13): the status machines (state-machines.ts) say which
// moves exist; these tables say which side of the work may make each one, and
// workActionsFor turns both into the buttons a screen shows. The server refuses a move by
// the wrong side with 403 and a move the machine does not allow with 409.
import { canTransition, needsAgreement } from './state-machines.js';
import type { ContractMode, LockStatus, PaymentScheduleStatus, QuoteStatus, WorkSide, WorkStatus } from './statuses.js';


/** What each side is called in sentences. */
export const WORK_SIDE_NOUNS = { CUSTOMER: 'customer', TRADEPERSON: 'tradesperson' } as const satisfies Record<WorkSide, string>;

/** The other side of a work. */
export function otherWorkSide(side: WorkSide): WorkSide {
  return side === 'CUSTOMER' ? 'TRADEPERSON' : 'CUSTOMER';
}

/**
 * Which side may move a work to each status. AGREED needs both (each confirms once);
 * CANCELLED either, alone before work starts and by agreement after. OPEN is never a
 * destination, and INDEPENDENT_ASSESSMENT comes only from a support request.
 */
export const WORK_STATUS_MOVERS = {
  OPEN: [],
  ACCEPTED: ['CUSTOMER'],
  REJECTED: ['CUSTOMER'],
  AGREED: ['CUSTOMER', 'TRADEPERSON'],
  IN_PROGRESS: ['TRADEPERSON'],
  ON_GOING: ['TRADEPERSON'],
  COMPLETED_PENDING: ['TRADEPERSON'],
  COMPLETED: ['TRADEPERSON'],
  CLOSED: ['TRADEPERSON'],
  CANCELLED: ['CUSTOMER', 'TRADEPERSON'],
  INDEPENDENT_ASSESSMENT: [],
} as const satisfies Record<WorkStatus, readonly WorkSide[]>;

/** Which side may move a quote to each status: the business sends, withdraws (CLOSED) and starts; the customer answers. */
export const QUOTE_STATUS_MOVERS = {
  DRAFT: [],
  SENT: ['TRADEPERSON'],
  ACCEPTED: ['CUSTOMER'],
  REJECTED: ['CUSTOMER'],
  CLOSED: ['TRADEPERSON'],
  STARTED: ['TRADEPERSON'],
} as const satisfies Record<QuoteStatus, readonly WorkSide[]>;

/** What each work move does, for "Only the customer can accept the quote." */
export const WORK_MOVE_VERBS = {
  OPEN: 'move a job back to draft',
  ACCEPTED: 'accept the quote',
  REJECTED: 'reject the quote',
  AGREED: 'agree the contract',
  IN_PROGRESS: 'start the job',
  ON_GOING: 'start the ongoing work',
  COMPLETED_PENDING: 'complete the job',
  COMPLETED: 'complete the job',
  CLOSED: 'close the job',
  CANCELLED: 'cancel the job',
  INDEPENDENT_ASSESSMENT: 'ask for an independent assessment',
} as const satisfies Record<WorkStatus, string>;

export const QUOTE_MOVE_VERBS = {
  DRAFT: 'turn a quote back into a draft',
  SENT: 'send the quote',
  ACCEPTED: 'accept the quote',
  REJECTED: 'reject the quote',
  CLOSED: 'withdraw the quote',
  STARTED: 'start the contract',
} as const satisfies Record<QuoteStatus, string>;

/** Whether this side may move a work to `to` (the machine decides separately whether the move exists from where it is). */
export function mayMoveWork(side: WorkSide, to: WorkStatus): boolean {
  return (WORK_STATUS_MOVERS[to] as readonly WorkSide[]).includes(side);
}

/** Whether this side may move a quote to `to`. */
export function mayMoveQuote(side: WorkSide, to: QuoteStatus): boolean {
  return (QUOTE_STATUS_MOVERS[to] as readonly WorkSide[]).includes(side);
}

/**
 * The sentence for a side making a move that belongs to the other, or null when it may.
 * @example workMoverProblem('CUSTOMER', 'IN_PROGRESS') // 'Only the tradesperson can start the job.'
 */
export function workMoverProblem(side: WorkSide, to: WorkStatus): string | null {
  const movers: readonly WorkSide[] = WORK_STATUS_MOVERS[to];
  if (movers.length === 0 || movers.includes(side)) return null;
  return `Only the ${WORK_SIDE_NOUNS[movers[0]!]} can ${WORK_MOVE_VERBS[to]}.`;
}

/** The sentence for a side making a quote move that belongs to the other, or null when it may. */
export function quoteMoverProblem(side: WorkSide, to: QuoteStatus): string | null {
  const movers: readonly WorkSide[] = QUOTE_STATUS_MOVERS[to];
  if (movers.length === 0 || movers.includes(side)) return null;
  return `Only the ${WORK_SIDE_NOUNS[movers[0]!]} can ${QUOTE_MOVE_VERBS[to]}.`;
}

/**
 * A requested payment is due at least this many days after it is asked for: asking for a
 * payment whose scheduled date has passed would make it overdue the moment it is asked.
 */
export const PAYMENT_REQUEST_NOTICE_DAYS = 7;

/** The statuses in which the business may ask for a scheduled payment. */
export const PAYMENT_REQUEST_WORK_STATUSES = ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'] as const satisfies readonly WorkStatus[];

/** The statuses in which the schedule may be changed through a change set (the schedule is LOCKED and work not finished). */
export const CHANGE_SET_WORK_STATUSES = ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'] as const satisfies readonly WorkStatus[];

/** The buttons a side of a work may see, each one request (see WORK_ACTION_REQUESTS). */
export const WORK_ACTIONS = [
  'EDIT_QUOTE',
  'SEND_QUOTE',
  'WITHDRAW_QUOTE',
  'ACCEPT_QUOTE',
  'REJECT_QUOTE',
  'AGREE',
  'START',
  'START_ONGOING',
  'REQUEST_PAYMENT',
  'COMPLETE',
  'CLOSE',
  'CANCEL',
  'REQUEST_CANCEL',
  'CONFIRM_CANCEL',
  'PROPOSE_SCHEDULE_CHANGE',
] as const;
export type WorkAction = (typeof WORK_ACTIONS)[number];

/**
 * What each action sends. COMPLETE asks for COMPLETED: the server answers COMPLETED_PENDING
 * while money is outstanding. REQUEST_CANCEL and CONFIRM_CANCEL both send CANCELLED: the
 * first records one side's request, the second (by the other side) cancels.
 */
export const WORK_ACTION_REQUESTS = {
  EDIT_QUOTE: { contract: 'update' },
  SEND_QUOTE: { contract: 'updateQuoteStatus', status: 'SENT' },
  WITHDRAW_QUOTE: { contract: 'updateQuoteStatus', status: 'CLOSED' },
  ACCEPT_QUOTE: { contract: 'updateQuoteStatus', status: 'ACCEPTED' },
  REJECT_QUOTE: { contract: 'updateQuoteStatus', status: 'REJECTED' },
  AGREE: { contract: 'updateStatus', status: 'AGREED' },
  START: { contract: 'updateStatus', status: 'IN_PROGRESS' },
  START_ONGOING: { contract: 'updateStatus', status: 'ON_GOING' },
  REQUEST_PAYMENT: { contract: 'requestPayment' },
  COMPLETE: { contract: 'updateStatus', status: 'COMPLETED' },
  CLOSE: { contract: 'updateStatus', status: 'CLOSED' },
  CANCEL: { contract: 'updateStatus', status: 'CANCELLED' },
  REQUEST_CANCEL: { contract: 'updateStatus', status: 'CANCELLED' },
  CONFIRM_CANCEL: { contract: 'updateStatus', status: 'CANCELLED' },
  PROPOSE_SCHEDULE_CHANGE: { contract: 'createChangeSet' },
} as const satisfies Record<WorkAction, { contract: string; status?: string }>;

/** A work as far as its moves depend on it (the wire's work fits). */
export interface WorkForMoves {
  readonly status: WorkStatus;
  readonly quoteStatus: QuoteStatus;
  readonly lockStatus: LockStatus;
  readonly mode: ContractMode;
  readonly agreement: { readonly customerAgreedAt: string | null; readonly businessAgreedAt: string | null };
  readonly cancelRequest: { readonly requestedBy: WorkSide } | null;
  readonly payments: readonly { readonly status: PaymentScheduleStatus }[];
  readonly pendingChangeSetId: string | null;
}

/** Whether this side has already confirmed the contract. */
export function hasAgreed(work: Pick<WorkForMoves, 'agreement'>, side: WorkSide): boolean {
  return (side === 'CUSTOMER' ? work.agreement.customerAgreedAt : work.agreement.businessAgreedAt) !== null;
}

/** Whether any scheduled payment is still to be paid. */
export function hasOutstandingPayments(work: Pick<WorkForMoves, 'payments'>): boolean {
  return work.payments.some((payment) => payment.status !== 'PAID');
}

function cancelActions(work: WorkForMoves, side: WorkSide): WorkAction[] {
  if (canTransition('work', work.status, 'CANCELLED')) return ['CANCEL'];
  if (!needsAgreement('work', work.status, 'CANCELLED')) return [];
  if (!work.cancelRequest) return ['REQUEST_CANCEL'];
  return work.cancelRequest.requestedBy === side ? [] : ['CONFIRM_CANCEL'];
}

/**
 * The actions this side may take on the work now, in the order a screen lists them.
 * REQUEST_PAYMENT means at least one payment can be asked for (those with status OPEN).
 * @example workActionsFor(sentQuote, 'CUSTOMER') // ['ACCEPT_QUOTE', 'REJECT_QUOTE']
 */
export function workActionsFor(work: WorkForMoves, side: WorkSide): WorkAction[] {
  // While help is given, the work stays where the support proposal put it (support.ts).
  if (work.status === 'INDEPENDENT_ASSESSMENT') return [];
  const actions: WorkAction[] = [];
  const business = side === 'TRADEPERSON';
  const quote = (to: QuoteStatus) => mayMoveQuote(side, to) && canTransition('quote', work.quoteStatus, to);
  if (business && work.quoteStatus === 'DRAFT') actions.push('EDIT_QUOTE');
  if (quote('SENT')) actions.push('SEND_QUOTE');
  if (quote('ACCEPTED')) actions.push('ACCEPT_QUOTE');
  if (quote('REJECTED')) actions.push('REJECT_QUOTE');
  if (quote('CLOSED')) actions.push('WITHDRAW_QUOTE');
  if (canTransition('work', work.status, 'AGREED') && !hasAgreed(work, side)) actions.push('AGREE');
  if (business && work.status === 'AGREED') actions.push('START', 'START_ONGOING');
  const requestable = (PAYMENT_REQUEST_WORK_STATUSES as readonly WorkStatus[]).includes(work.status);
  if (business && requestable && work.payments.some((payment) => payment.status === 'OPEN')) actions.push('REQUEST_PAYMENT');
  if (business && (work.status === 'IN_PROGRESS' || work.status === 'ON_GOING')) actions.push('COMPLETE');
  if (business && work.status === 'COMPLETED_PENDING' && !hasOutstandingPayments(work)) actions.push('COMPLETE');
  if (business && canTransition('work', work.status, 'CLOSED')) actions.push('CLOSE');
  const changeable = (CHANGE_SET_WORK_STATUSES as readonly WorkStatus[]).includes(work.status);
  if (changeable && work.lockStatus === 'LOCKED' && work.mode === 'STANDARD' && work.pendingChangeSetId === null && hasOutstandingPayments(work)) {
    actions.push('PROPOSE_SCHEDULE_CHANGE');
  }
  // Before the quote is answered, the business withdraws it (or drops its draft, which the
  // customer never sees) and the customer rejects it: no separate cancel button.
  if (work.status !== 'OPEN' || (business && work.quoteStatus === 'DRAFT')) actions.push(...cancelActions(work, side));
  return actions;
}
