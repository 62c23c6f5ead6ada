import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  PAYMENTS_HELD_SENTENCE,
  assertTransition,
  formatPounds,
  latePaymentInterestPence,
  platformFeePence,
  unpaidPence,
  type PaymentScheduleItem,
  type PaymentScheduleStatus,
  type WorkStatus,
  workPaymentsHeld,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { paymentScheduleItems, works } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { LIVE_WORK_STATUSES, applyLateRules } from './late-payments.js';
import { toPaymentScheduleItem, type PaymentRow } from './mappers.js';
import { workContext, type WorkContext } from './work-access.js';
import { notifyWorkSide, recordWorkChange } from './work-events.js';

// What card payments (the payments module) need from a work's schedule, and nothing more.
// Every function takes the caller's transaction and locks the work's row, then the item's,
// so a checkout, a webhook, a change set and the late-payment job give one outcome in
// whatever order they arrive. Statuses move by the sdk's schedule-item machine:
// REQUESTED -> PENDING (checkout open) -> PAID; PENDING -> REQUESTED (checkout expired);
// WARNING and LATE stay as they are while a checkout is open and are left only by paying.

/** A payment a customer can pay now, with what to charge and whom it goes to. */
export interface PayableScheduleItem {
  item: PaymentScheduleItem;
  workId: string;
  workTitle: string;
  customerId: string;
  businessId: string;
  businessName: string;
  /** The business's user, the one to tell and the payee's owner. */
  businessUserId: string;
  amountPence: number;
  /** Late-payment interest to charge on top, as of now (0 unless the payment is LATE). */
  lateChargePence: number;
  /** amountPence + lateChargePence: what the customer pays. */
  totalDuePence: number;
  /** The platform fee on this payment (the work's commission + VAT on it), the application fee before any reward credit. */
  platformFeePence: number;
  /** The commission rate (percent) the work was priced at. */
  commissionRate: number;
}

/** Statuses a customer can pay from; PENDING too, so a checkout already open for the payment is reused rather than refused. */
export const PAYABLE_SCHEDULE_STATUSES = ['REQUESTED', 'PENDING', 'WARNING', 'LATE'] as const satisfies readonly PaymentScheduleStatus[];

async function lockedItem(tx: Queryable, scheduleItemId: string): Promise<{ context: WorkContext; item: PaymentRow }> {
  const [ref] = await tx.select({ workId: paymentScheduleItems.workId }).from(paymentScheduleItems).where(eq(paymentScheduleItems.id, scheduleItemId)).limit(1);
  if (!ref) throw notFound('payment');
  const context = await workContext(tx, ref.workId, { lock: true });
  const [item] = await tx.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.id, scheduleItemId)).for('update');
  // A change set approved meanwhile may have removed it.
  if (!item) throw notFound('payment');
  return { context, item };
}

const PAYABLE_MESSAGES: Partial<Record<PaymentScheduleStatus, string>> = {
  OPEN: 'This payment has not been asked for yet. You can pay it once the tradesperson requests it.',
  PAID: 'This payment has already been paid.',
};

/**
 * The customer's payment to check out: 404 unless `customerUserId` is the work's customer;
 * 409 with a sentence unless it is REQUESTED, PENDING, WARNING or LATE on a live work. The
 * late rules are applied first, so the late charge is today's. Locks the work and the item.
 */
export async function findPayableScheduleItem(tx: Queryable, customerUserId: string, scheduleItemId: string, now = new Date()): Promise<PayableScheduleItem> {
  const { context, item: locked } = await lockedItem(tx, scheduleItemId);
  if (context.work.customerId !== customerUserId || context.work.quoteStatus === 'DRAFT') throw notFound('payment');
  if (workPaymentsHeld(context.work.status)) throw conflict(PAYMENTS_HELD_SENTENCE);
  if (!(LIVE_WORK_STATUSES as readonly WorkStatus[]).includes(context.work.status)) {
    throw conflict('This job is no longer running, so its payments can no longer be made here. Message the tradesperson.');
  }
  const item = await applyLateRules(tx, context, locked, now);
  if (!(PAYABLE_SCHEDULE_STATUSES as readonly PaymentScheduleStatus[]).includes(item.status)) {
    throw conflict(PAYABLE_MESSAGES[item.status] ?? 'This payment cannot be paid now.');
  }
  const { lateChargePence } = item;
  return {
    item: toPaymentScheduleItem(item),
    workId: context.work.id,
    workTitle: context.work.title,
    customerId: context.work.customerId,
    businessId: context.work.businessId,
    businessName: context.businessName,
    businessUserId: context.ownerUserId,
    amountPence: item.amountPence,
    lateChargePence,
    totalDuePence: item.amountPence + lateChargePence,
    platformFeePence: platformFeePence(item.amountPence, context.work.commissionBasisPoints / 100),
    commissionRate: context.work.commissionBasisPoints / 100,
  };
}

/** Takes a work's row lock first, as every schedule change does, so other modules' locks follow the same order. */
export async function lockWorkRow(tx: Queryable, workId: string): Promise<void> {
  await workContext(tx, workId, { lock: true });
}

/** A checkout was opened for the payment: REQUESTED -> PENDING. WARNING and LATE stay (overdue stays visible). */
export async function markScheduleCheckoutOpen(tx: Queryable, scheduleItemId: string): Promise<PaymentScheduleItem> {
  const { item } = await lockedItem(tx, scheduleItemId);
  if (item.status !== 'REQUESTED') return toPaymentScheduleItem(item);
  assertTransition('scheduleItem', item.status, 'PENDING');
  const [updated] = await tx.update(paymentScheduleItems).set({ status: 'PENDING' }).where(eq(paymentScheduleItems.id, item.id)).returning();
  return toPaymentScheduleItem(updated!);
}

/** The checkout expired or was abandoned: PENDING -> REQUESTED, then the late rules (it may be overdue by now). */
export async function markScheduleCheckoutReleased(tx: Queryable, scheduleItemId: string, now = new Date()): Promise<PaymentScheduleItem> {
  const { context, item } = await lockedItem(tx, scheduleItemId);
  if (item.status !== 'PENDING') return toPaymentScheduleItem(item);
  assertTransition('scheduleItem', item.status, 'REQUESTED');
  const [released] = await tx.update(paymentScheduleItems).set({ status: 'REQUESTED' }).where(eq(paymentScheduleItems.id, item.id)).returning();
  return toPaymentScheduleItem(await applyLateRules(tx, context, released!, now));
}

export interface PaidDetails {
  /** When the money arrived; the late charge stops here. */
  paidAt?: Date;
  /** The late charge the checkout actually collected (findPayableScheduleItem's); computed at paidAt when absent. */
  lateChargePence?: number;
}

/**
 * The payment arrived: -> PAID with its late charge frozen. When nothing is left to pay, a
 * COMPLETED_PENDING work becomes COMPLETED (its schedule CLOSED). Both sides are told
 * (notification, timeline, CONTRACT_UPDATED). A payment already PAID answers as it is, so a
 * webhook delivered twice changes nothing.
 */
export async function recordSchedulePaymentPaid(tx: Queryable, scheduleItemId: string, details: PaidDetails = {}): Promise<PaymentScheduleItem> {
  const paidAt = details.paidAt ?? new Date();
  const { context, item } = await lockedItem(tx, scheduleItemId);
  if (item.status === 'PAID') return toPaymentScheduleItem(item);
  // A checkout released just before its payment landed leaves the item REQUESTED: the money
  // came through that checkout, so the item passes PENDING on its way to PAID.
  assertTransition('scheduleItem', item.status === 'REQUESTED' ? 'PENDING' : item.status, 'PAID');
  const lateChargePence = details.lateChargePence ?? latePaymentInterestPence(item, paidAt);
  const [paid] = await tx.update(paymentScheduleItems).set({ status: 'PAID', paidAt, lateChargePence }).where(eq(paymentScheduleItems.id, item.id)).returning();
  const text = `${context.customerName} paid ${formatPounds(item.amountPence + lateChargePence)} (${item.description}).`;
  await recordWorkChange(tx, context, { kind: 'PAYMENT_PAID', actor: { userId: context.work.customerId, side: 'CUSTOMER' }, text }, paidAt);
  for (const side of ['CUSTOMER', 'TRADEPERSON'] as const) {
    await notifyWorkSide(tx, context, side, { actionType: 'SCHEDULE_UPDATED', message: `${text.slice(0, -1)} for '${context.work.title}'.`, metaData: { kind: 'PAYMENT_PAID', scheduleItemId: item.id } });
  }
  const all = await tx.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, context.work.id));
  if (context.work.status === 'COMPLETED_PENDING' && unpaidPence(all) === 0) {
    assertTransition('work', 'COMPLETED_PENDING', 'COMPLETED');
    await tx.update(works).set({ status: 'COMPLETED', lockStatus: 'CLOSED' }).where(eq(works.id, context.work.id));
    await recordWorkChange(tx, context, { kind: 'COMPLETED', actor: null, text: 'Everything is paid: the job is completed.' }, paidAt);
  }
  return toPaymentScheduleItem(paid!);
}

/** How many payment requests to this customer they have not read (the customer's payments badge). */
export async function unreadPaymentRequestCount(db: Queryable, customerUserId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(and(eq(works.customerId, customerUserId), isNotNull(paymentScheduleItems.requestedAt), isNull(paymentScheduleItems.requestReadAt), inArray(paymentScheduleItems.status, [...PAYABLE_SCHEDULE_STATUSES])));
  return Number(row?.unread ?? 0);
}

/** Marks every payment request to this customer as read. */
export async function markPaymentRequestsRead(db: Queryable, customerUserId: string, now = new Date()): Promise<void> {
  const mine = db.select({ id: works.id }).from(works).where(eq(works.customerId, customerUserId));
  await db
    .update(paymentScheduleItems)
    .set({ requestReadAt: now })
    .where(and(inArray(paymentScheduleItems.workId, mine), isNotNull(paymentScheduleItems.requestedAt), isNull(paymentScheduleItems.requestReadAt)));
}
