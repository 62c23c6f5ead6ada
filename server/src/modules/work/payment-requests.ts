import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_REQUEST_NOTICE_DAYS,
  PAYMENT_REQUEST_WORK_STATUSES,
  PAYMENTS_HELD_SENTENCE,
  REALTIME_EVENTS,
  assertTransition,
  formatDueDate,
  formatPounds,
  type PaymentScheduleItem,
  type WorkStatus,
  workPaymentsHeld,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { paymentScheduleItems } from '../../db/schema/index.js';
import { conflict, isAppError, notFound } from '../../http/errors.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import { toPaymentScheduleItem, type PaymentRow } from './mappers.js';
import { partyUserIds, requireBusinessSide, workForParty, type WorkContext } from './work-access.js';
import { notifyWorkSide, recordWorkChange, type WorkActor } from './work-events.js';

// The business asks the customer for a scheduled payment: it becomes REQUESTED with its due
// date, the customer is told (notification, PAYMENT_REQUESTED on both sides' sockets) and the
// request counts as unread until the customer reads their payment requests.

const DAY_MS = 86_400_000;

/**
 * Asks for one payment of a work whose row the caller has locked. A payment scheduled for a
 * date already near or past is due PAYMENT_REQUEST_NOTICE_DAYS after the request instead, so
 * it is never overdue the moment it is asked for.
 */
export async function requestScheduledPayment(db: Queryable, context: WorkContext, item: PaymentRow, actor: WorkActor, now = new Date()): Promise<PaymentRow> {
  assertTransition('scheduleItem', item.status, 'REQUESTED');
  const earliest = new Date(now.getTime() + PAYMENT_REQUEST_NOTICE_DAYS * DAY_MS);
  const dueDate = item.dueDate < earliest ? earliest : item.dueDate;
  const [requested] = await db
    .update(paymentScheduleItems)
    .set({ status: 'REQUESTED', requestedAt: now, dueDate, requestReadAt: null, lateCheckedOn: null, lastLateStatusNotified: null })
    .where(eq(paymentScheduleItems.id, item.id))
    .returning();
  const what = `${formatPounds(item.amountPence)} (${item.description}), due ${formatDueDate(dueDate)}`;
  await recordWorkChange(db, context, { kind: 'PAYMENT_REQUESTED', actor, text: `${context.businessName} asked for ${what}.` }, now);
  await notifyWorkSide(db, context, 'CUSTOMER', {
    actionType: 'SCHEDULE_UPDATED',
    message: `${context.businessName} asked you to pay ${what} for '${context.work.title}'.`,
    triggeredByUserId: actor?.userId ?? null,
    metaData: { kind: 'PAYMENT_REQUESTED', scheduleItemId: item.id },
  });
  await publishOnCommit(db, partyUserIds(context), REALTIME_EVENTS.PAYMENT_REQUESTED, {
    workId: context.work.id,
    scheduleItemId: item.id,
    amountPence: item.amountPence,
    dueDate: dueDate.toISOString(),
  });
  return requested!;
}

/** A schedule item's work id; whether the caller takes part is checked on the work. */
async function workIdOfItem(db: Queryable, itemId: string): Promise<string> {
  const [row] = await db.select({ workId: paymentScheduleItems.workId }).from(paymentScheduleItems).where(eq(paymentScheduleItems.id, itemId)).limit(1);
  if (!row) throw notFound('payment');
  return row.workId;
}

/** The work of a payment as its party sees it; someone else hears that the payment was not found. */
export async function partyOfPayment(db: Queryable, userId: string, workId: string) {
  try {
    return await workForParty(db, userId, workId, { lock: true });
  } catch (error) {
    throw isAppError(error) && error.status === 404 ? notFound('payment') : error;
  }
}

/** The business asks for one scheduled payment (request-payment/{scheduleItemId}). */
export async function requestPayment(db: Database, userId: string, itemId: string): Promise<PaymentScheduleItem> {
  const workId = await workIdOfItem(db, itemId);
  const row = await db.transaction(async (tx) => {
    const party = await partyOfPayment(tx, userId, workId);
    requireBusinessSide(party, 'Only the tradesperson can ask for a payment.');
    if (workPaymentsHeld(party.work.status)) throw conflict(PAYMENTS_HELD_SENTENCE);
    if (!(PAYMENT_REQUEST_WORK_STATUSES as readonly WorkStatus[]).includes(party.work.status)) {
      throw conflict('Payments can be asked for once the contract is agreed and until the job is paid, closed or cancelled.');
    }
    const [item] = await tx
      .select()
      .from(paymentScheduleItems)
      .where(and(eq(paymentScheduleItems.id, itemId), eq(paymentScheduleItems.workId, workId)))
      .for('update');
    if (!item) throw notFound('payment');
    return requestScheduledPayment(tx, party, item, { userId, side: 'TRADEPERSON' });
  });
  return toPaymentScheduleItem(row);
}
