import { eq, inArray } from 'drizzle-orm';
import {
  CHANGE_SET_WORK_STATUSES,
  REALTIME_EVENTS,
  formatPounds,
  scheduleTotalPence,
  type PaymentScheduleChangeSet,
  type PaymentScheduleChangeSetAction,
  type PaymentScheduleItemInput,
  type PlatformConfig,
  type WorkStatus,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { paymentScheduleChangeSetMessages, paymentScheduleChangeSets, paymentScheduleItems, type ChangeSetPayment } from '../../db/schema/index.js';
import { badRequest, conflict, isAppError, notFound } from '../../http/errors.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import type { PaymentRow } from './mappers.js';
import { assertPaymentsCarryFees, assertScheduleAddsUp } from './quote-totals.js';
import { partyUserIds, workForParty, type PartyContext, type WorkContext } from './work-access.js';

// What every change-set action shares: finding one for a party of its work, checking a
// proposed schedule against the one in force, and how a change set reads on the wire.

export type ChangeSetRow = typeof paymentScheduleChangeSets.$inferSelect;

/** The change set and its work as one of the work's parties sees them, both locked; anyone else hears 404. */
export async function changeSetForParty(db: Queryable, userId: string, changeSetId: string): Promise<{ party: PartyContext; changeSet: ChangeSetRow }> {
  const [ref] = await db.select({ workId: paymentScheduleChangeSets.workId }).from(paymentScheduleChangeSets).where(eq(paymentScheduleChangeSets.id, changeSetId)).limit(1);
  if (!ref) throw notFound('schedule change');
  let party: PartyContext;
  try {
    party = await workForParty(db, userId, ref.workId, { lock: true });
  } catch (error) {
    throw isAppError(error) && error.status === 404 ? notFound('schedule change') : error;
  }
  const [changeSet] = await db.select().from(paymentScheduleChangeSets).where(eq(paymentScheduleChangeSets.id, changeSetId)).for('update');
  // Withdrawn while this request waited for the work's lock.
  if (!changeSet) throw notFound('schedule change');
  return { party, changeSet };
}

/** Refuses a change to the schedule of a work whose schedule is not LOCKED and running. */
export function assertScheduleChangeable(work: WorkContext['work']): void {
  if (work.mode === 'QUICK') throw conflict('A quick contract has one payment, on completion; its schedule cannot be changed.');
  if (work.lockStatus !== 'LOCKED' || !(CHANGE_SET_WORK_STATUSES as readonly WorkStatus[]).includes(work.status)) {
    throw conflict('The payment schedule can be changed once the contract is agreed, until the job is paid, closed or cancelled.');
  }
}

/** The work's payments, locked (a change set's approval and the payments it races with give one outcome). */
export async function lockedPayments(db: Queryable, workId: string): Promise<PaymentRow[]> {
  return db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, workId)).for('update');
}

/**
 * Checks a proposed replacement of the unpaid part of a schedule: every id names an unpaid
 * payment of this work, once; with the paid ones, it adds up to the total to the penny.
 */
export function checkProposedSchedule(work: WorkContext['work'], current: readonly PaymentRow[], proposed: readonly PaymentScheduleItemInput[], config: PlatformConfig): ChangeSetPayment[] {
  const unpaid = new Map(current.filter((item) => item.status !== 'PAID').map((item) => [item.id, item]));
  const seen = new Set<string>();
  for (const payment of proposed) {
    if (!payment.id) continue;
    if (!unpaid.has(payment.id)) throw badRequest(`'${payment.description}' names a payment that is paid or not part of this job. Paid payments never change; leave them out.`);
    if (seen.has(payment.id)) throw badRequest(`'${payment.description}' names the same payment twice. Keep each existing payment once.`);
    seen.add(payment.id);
  }
  const paidPence = scheduleTotalPence(current.filter((item) => item.status === 'PAID'));
  const stillToPay = work.totalPence - paidPence;
  assertScheduleAddsUp(stillToPay, proposed, `what is still to pay, ${formatPounds(stillToPay)} of the ${formatPounds(work.totalPence)} total`);
  assertPaymentsCarryFees(proposed, config);
  return proposed.map((payment) => ({
    ...(payment.id ? { id: payment.id } : {}),
    description: payment.description,
    amountPence: payment.amountPence,
    dueDate: new Date(payment.dueDate).toISOString(),
  }));
}

/** Adds a message to a change set's discussion (nothing for an absent or blank one). */
export async function addChangeSetText(db: Queryable, changeSetId: string, senderId: string, text: string | undefined): Promise<void> {
  if (!text) return;
  await db.insert(paymentScheduleChangeSetMessages).values({ changeSetId, senderId, text });
}

/** Both sides' sockets hear what happened to the change set, once it commits. */
export async function publishChangeSet(db: Queryable, context: WorkContext, changeSetId: string, action: PaymentScheduleChangeSetAction): Promise<void> {
  await publishOnCommit(db, partyUserIds(context), REALTIME_EVENTS.PAYMENT_SCHEDULE_CHANGE_SET, { changeSetId, workId: context.work.id, action });
}

export function refuseUnlessWaiting(changeSet: ChangeSetRow): void {
  if (changeSet.status !== 'REQUESTED') throw conflict(`This schedule change was already ${changeSet.status.toLowerCase()}.`);
}

/** Change sets as the wire has them, with their messages oldest first. */
export async function toChangeSets(db: Queryable, rows: readonly ChangeSetRow[]): Promise<PaymentScheduleChangeSet[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select()
    .from(paymentScheduleChangeSetMessages)
    .where(inArray(paymentScheduleChangeSetMessages.changeSetId, rows.map((row) => row.id)))
    .orderBy(paymentScheduleChangeSetMessages.createdAt, paymentScheduleChangeSetMessages.id);
  return rows.map((row) => ({
    id: row.id,
    workId: row.workId,
    requestedBy: row.requestedByUserId,
    requestedBySide: row.requestedBySide,
    status: row.status,
    payments: row.payments,
    messages: messages.filter((message) => message.changeSetId === row.id).map((message) => ({ id: message.id, senderId: message.senderId, text: message.text, createdAt: message.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
