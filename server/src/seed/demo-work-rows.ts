import {
  formatDueDate,
  formatPounds,
  latePaymentInterestPence,
  percentToBasisPoints,
  quoteTotals,
  type CategoryTitle,
  type ContractMode,
  type LockStatus,
  type PaymentScheduleStatus,
  type QuoteStatus,
  type WorkEventKind,
  type WorkSide,
  type WorkStatus,
} from '@tradeshub/sdk';
import type { paymentScheduleItems, workEvents, workLineItems, works } from '../db/schema/index.js';
import { ukDayKey } from '../modules/work/late-payments.js';
import { categoryIdOf, DAY_MS, type DemoContext } from './demo-context.js';

// One demo work as rows: the work, its lines, its schedule and a timeline that reads like
// the API wrote it. A plan says what happened and when (days before now); the amounts are
// the sdk's, so a seeded work adds up exactly like a real one.

export type WorkRow = typeof works.$inferInsert & { id: string };
export type LineRow = typeof workLineItems.$inferInsert;
export type ScheduleRow = typeof paymentScheduleItems.$inferInsert & { id: string };
export type EventRow = typeof workEvents.$inferInsert;

export interface PaymentPlan {
  description: string;
  /** Share of the total in percent; the last payment takes the rest, so the schedule adds up. */
  percent: number;
  /** Days from now the payment is due (negative: in the past). */
  dueInDays: number;
  status: PaymentScheduleStatus;
  requestedDaysAgo?: number;
  paidDaysAgo?: number;
}

export interface WorkPlan {
  title: string;
  description: string;
  category: CategoryTitle;
  mode: ContractMode;
  status: WorkStatus;
  lines: { description: string; price: number; vat: number }[];
  payments: PaymentPlan[];
  createdDaysAgo: number;
  startedDaysAgo?: number;
  completedDaysAgo?: number;
}

export interface WorkParties {
  customerId: string;
  customerName: string;
  businessId: string;
  businessName: string;
  businessUserId: string;
  conversationId: string | null;
}

export interface BuiltWork {
  work: WorkRow;
  lines: LineRow[];
  payments: ScheduleRow[];
  events: EventRow[];
}

const QUOTE_OF: Record<WorkStatus, QuoteStatus> = {
  OPEN: 'SENT',
  ACCEPTED: 'ACCEPTED',
  AGREED: 'ACCEPTED',
  IN_PROGRESS: 'STARTED',
  ON_GOING: 'STARTED',
  COMPLETED_PENDING: 'STARTED',
  COMPLETED: 'STARTED',
  CLOSED: 'STARTED',
  REJECTED: 'REJECTED',
  CANCELLED: 'CLOSED',
  INDEPENDENT_ASSESSMENT: 'STARTED',
};

function lockOf(status: WorkStatus): LockStatus {
  if (status === 'OPEN' || status === 'ACCEPTED') return 'OPEN';
  return ['COMPLETED', 'CLOSED', 'REJECTED', 'CANCELLED'].includes(status) ? 'CLOSED' : 'LOCKED';
}

const agreed = (status: WorkStatus) => !['OPEN', 'ACCEPTED', 'REJECTED'].includes(status);

export function buildWork(ctx: DemoContext, parties: WorkParties, plan: WorkPlan): BuiltWork {
  const { random, now } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const id = random.uuid();
  const totals = quoteTotals(plan.lines);
  const created = ago(plan.createdDaysAgo);
  const agreedAt = agreed(plan.status) ? ago(plan.createdDaysAgo - 2) : null;

  let scheduled = 0;
  const payments = plan.payments.map((payment, index): ScheduleRow => {
    const last = index === plan.payments.length - 1;
    const amountPence = last ? totals.totalPence - scheduled : Math.round((totals.totalPence * payment.percent) / 100);
    scheduled += amountPence;
    const dueDate = new Date(now.getTime() + payment.dueInDays * DAY_MS);
    const late = payment.status === 'LATE' || payment.status === 'WARNING';
    return {
      id: random.uuid(),
      workId: id,
      description: payment.description,
      amountPence,
      dueDate,
      status: payment.status,
      requestedAt: payment.requestedDaysAgo === undefined ? null : ago(payment.requestedDaysAgo),
      paidAt: payment.paidDaysAgo === undefined ? null : ago(payment.paidDaysAgo),
      lateChargePence: late ? latePaymentInterestPence({ amountPence, dueDate }, now) : 0,
      lateCheckedOn: late ? ukDayKey(now) : null,
      lastLateStatusNotified: late ? payment.status : null,
      requestReadAt: payment.status === 'REQUESTED' ? null : (payment.requestedDaysAgo === undefined ? null : ago(payment.requestedDaysAgo)),
      createdAt: created,
    };
  });

  const events: EventRow[] = [];
  const event = (kind: WorkEventKind, daysAgo: number, text: string, side: WorkSide | null = 'TRADEPERSON') =>
    events.push({
      workId: id,
      kind,
      actorSide: side,
      actorUserId: side === null ? null : side === 'CUSTOMER' ? parties.customerId : parties.businessUserId,
      text,
      createdAt: ago(daysAgo),
    });
  event('CREATED', plan.createdDaysAgo, `${parties.businessName} drafted the quote.`);
  event('QUOTE_SENT', plan.createdDaysAgo - 0.0005, `${parties.businessName} sent the quote for ${formatPounds(totals.totalPence)}.`);
  if (plan.status !== 'OPEN') event('QUOTE_ACCEPTED', plan.createdDaysAgo - 1, `${parties.customerName} accepted the quote.`, 'CUSTOMER');
  if (agreedAt) {
    event('AGREEMENT_GIVEN', plan.createdDaysAgo - 1.5, `${parties.customerName} agreed the contract and its payment schedule.`, 'CUSTOMER');
    event('AGREEMENT_GIVEN', plan.createdDaysAgo - 2, `${parties.businessName} agreed the contract and its payment schedule.`);
    event('AGREED', plan.createdDaysAgo - 2, 'The contract is agreed and its payment schedule locked.');
  }
  if (plan.startedDaysAgo !== undefined) event('STARTED', plan.startedDaysAgo, `${parties.businessName} started the job.`);
  for (const payment of payments) {
    const plannedPayment = plan.payments[payments.indexOf(payment)]!;
    const what = `${formatPounds(payment.amountPence)} (${payment.description})`;
    if (plannedPayment.requestedDaysAgo !== undefined) {
      event('PAYMENT_REQUESTED', plannedPayment.requestedDaysAgo, `${parties.businessName} asked for ${what}, due ${formatDueDate(payment.dueDate)}.`);
    }
    if (plannedPayment.paidDaysAgo !== undefined) event('PAYMENT_PAID', plannedPayment.paidDaysAgo, `${parties.customerName} paid ${what}.`, 'CUSTOMER');
    if (payment.status === 'LATE') {
      event('PAYMENT_OVERDUE', -plannedPayment.dueInDays - 1, `The payment of ${what} for '${plan.title}' is overdue.`, null);
      event('PAYMENT_LATE', -plannedPayment.dueInDays - 21, `The payment of ${what} for '${plan.title}' is now late: 21 days past due, it carries a late charge of 8 % a year, ${formatPounds(payment.lateChargePence ?? 0)} so far.`, null);
    }
  }
  if (plan.completedDaysAgo !== undefined) {
    const outstanding = payments.filter((payment) => payment.status !== 'PAID').reduce((sum, payment) => sum + payment.amountPence, 0);
    const text = outstanding > 0 ? `${parties.businessName} completed the job; ${formatPounds(outstanding)} is still to be paid.` : `${parties.businessName} completed the job; everything is paid.`;
    event(outstanding > 0 ? 'COMPLETED_PENDING' : 'COMPLETED', plan.completedDaysAgo, text);
  }
  if (plan.status === 'CLOSED') event('CLOSED', (plan.completedDaysAgo ?? 1) - 1, `${parties.businessName} closed the job.`);

  const work: WorkRow = {
    id,
    customerId: parties.customerId,
    businessId: parties.businessId,
    conversationId: parties.conversationId,
    title: plan.title,
    description: plan.description,
    categoryId: categoryIdOf(ctx, plan.category),
    mode: plan.mode,
    status: plan.status,
    quoteStatus: QUOTE_OF[plan.status],
    lockStatus: lockOf(plan.status),
    ...totals,
    commissionBasisPoints: percentToBasisPoints(4),
    startDate: plan.startedDaysAgo === undefined ? null : ago(plan.startedDaysAgo),
    completedAt: plan.completedDaysAgo === undefined ? null : ago(plan.completedDaysAgo),
    customerAgreedAt: agreedAt,
    businessAgreedAt: agreedAt,
    createdAt: created,
    updatedAt: events.reduce((latest, e) => (e.createdAt! > latest ? e.createdAt! : latest), created),
  };
  const lines = plan.lines.map((line, index) => ({ workId: id, description: line.description, pricePence: line.price, vatBasisPoints: percentToBasisPoints(line.vat), priority: index + 1 }));
  return { work, lines, payments, events };
}
