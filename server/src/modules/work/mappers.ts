import {
  MAX_WORK_TIMELINE_EVENTS,
  sortByPriority,
  type Category,
  type CategoryTitle,
  type PaymentScheduleItem,
  type PaymentScheduleStatus,
  type PlatformConfig,
  type PublicWork,
  type UserSummary,
  type SupportProposal,
  type Work,
  type WorkEvent,
  type WorkSide,
} from '@tradeshub/sdk';
import type { paymentScheduleItems, workEvents, workLineItems } from '../../db/schema/index.js';
import { vatPercentOf, workFees } from './quote-totals.js';
import type { WorkContext } from './work-access.js';

// Rows become the contract's shapes here, and only here. Fees are the business's affair:
// the customer's copy of a work carries none.

export type LineRow = typeof workLineItems.$inferSelect;
export type PaymentRow = typeof paymentScheduleItems.$inferSelect;
export type EventRow = typeof workEvents.$inferSelect;

/** What a work row lacks, loaded for a batch of works at once (work-view.ts). */
export interface WorkExtras {
  lines: readonly LineRow[];
  payments: readonly PaymentRow[];
  events: readonly EventRow[];
  category: { id: string; title: string } | null;
  customer: UserSummary;
  pendingChangeSetId: string | null;
  supportProposals: SupportProposal[];
}

// The payment that needs attention first: overdue before asked-for before in-progress.
const ATTENTION_ORDER: readonly PaymentScheduleStatus[] = ['LATE', 'WARNING', 'REQUESTED', 'PENDING', 'OPEN', 'PAID'];

export function toPaymentScheduleItem(row: PaymentRow): PaymentScheduleItem {
  return {
    id: row.id,
    workId: row.workId,
    description: row.description,
    amountPence: row.amountPence,
    dueDate: row.dueDate.toISOString(),
    status: row.status,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    lateChargePence: row.lateChargePence,
  };
}

/** Payments in the order they fall due. */
export function byDueDate<P extends { dueDate: Date; createdAt: Date; id: string }>(payments: readonly P[]): P[] {
  return [...payments].sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

function toWorkEvent(row: EventRow): WorkEvent {
  return { id: row.id, kind: row.kind, actorId: row.actorUserId, actorSide: row.actorSide, text: row.text, createdAt: row.createdAt.toISOString() };
}

const toCategory = (row: { id: string; title: string }): Category => ({ id: row.id, title: row.title as CategoryTitle });

function paymentStatusOf(payments: readonly PaymentRow[]): PaymentScheduleStatus | null {
  for (const status of ATTENTION_ORDER) if (payments.some((payment) => payment.status === status)) return status;
  return null;
}

/** A work as `side` sees it. */
export function toWork(context: WorkContext, side: WorkSide, extras: WorkExtras, config: PlatformConfig): Work {
  const { work } = context;
  const payments = byDueDate(extras.payments);
  const timeline = [...extras.events]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.position - b.position)
    .slice(-MAX_WORK_TIMELINE_EVENTS);
  return {
    id: work.id,
    title: work.title,
    description: work.description,
    status: work.status,
    quoteStatus: work.quoteStatus,
    mode: work.mode,
    lockStatus: work.lockStatus,
    category: extras.category ? toCategory(extras.category) : null,
    customerId: work.customerId,
    businessId: work.businessId,
    customer: extras.customer,
    business: { id: work.businessId, name: context.businessName },
    viewerSide: side,
    conversationId: work.conversationId,
    lineItems: sortByPriority(extras.lines).map((line) => ({
      id: line.id,
      description: line.description,
      price: line.pricePence,
      vat: vatPercentOf(line.vatBasisPoints),
      priority: line.priority,
    })),
    payments: payments.map(toPaymentScheduleItem),
    paymentStatus: paymentStatusOf(payments),
    dueDate: work.dueDate?.toISOString() ?? null,
    subtotalPence: work.subtotalPence,
    vatPence: work.vatPence,
    totalPence: work.totalPence,
    fees: side === 'TRADEPERSON' ? workFees(work.totalPence, payments, work.commissionBasisPoints, config) : null,
    agreement: { customerAgreedAt: work.customerAgreedAt?.toISOString() ?? null, businessAgreedAt: work.businessAgreedAt?.toISOString() ?? null },
    cancelRequest:
      work.cancelRequestedBy && work.cancelRequestedAt
        ? { requestedBy: work.cancelRequestedBy, requestedAt: work.cancelRequestedAt.toISOString(), reason: work.cancelReason }
        : null,
    pendingChangeSetId: extras.pendingChangeSetId,
    supportProposals: extras.supportProposals,
    timeline: timeline.map(toWorkEvent),
    startDate: work.startDate?.toISOString() ?? null,
    completedAt: work.completedAt?.toISOString() ?? null,
    createdAt: work.createdAt.toISOString(),
    updatedAt: work.updatedAt.toISOString(),
  };
}

/** A finished work as anyone may see it: what was done and by whom, no money, no addresses. */
export function toPublicWork(context: WorkContext, category: { id: string; title: string } | null): PublicWork {
  const { work } = context;
  return {
    id: work.id,
    title: work.title,
    status: work.status,
    category: category ? toCategory(category) : null,
    business: { id: work.businessId, name: context.businessName },
    completedAt: work.completedAt?.toISOString() ?? null,
    createdAt: work.createdAt.toISOString(),
  };
}
