import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  WORK_SIDE_NOUNS,
  otherWorkSide,
  type NotificationType,
  type PaymentScheduleChangeSet,
  type PaymentScheduleChangeSetAction,
  type PaymentScheduleItemInput,
  type WorkEventKind,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { paymentScheduleChangeSets, paymentScheduleItems, type ChangeSetPayment } from '../../db/schema/index.js';
import { conflict, forbidden, isAppError } from '../../http/errors.js';
import { loadPlatformConfig } from '../platform-config/service.js';
import {
  addChangeSetText,
  assertScheduleChangeable,
  changeSetForParty,
  checkProposedSchedule,
  lockedPayments,
  publishChangeSet,
  refuseUnlessWaiting,
  toChangeSets,
  type ChangeSetRow,
} from './change-set-rules.js';
import type { PaymentRow } from './mappers.js';
import { sideName, workForParty, type PartyContext } from './work-access.js';
import { notifyWorkSide, recordWorkChange } from './work-events.js';

// Change sets (ARCHITECTURE.md §7): either side proposes a replacement of the unpaid part of
// a LOCKED schedule, with a discussion; the other side approves it (the schedule is replaced
// in one transaction: paid payments never change) or rejects it; the proposer updates or
// withdraws it while it waits. One waits at a time per work. Every action locks the work's
// row, so concurrent answers give one outcome; every action tells the other side.

const NOTICE_TYPES: Record<PaymentScheduleChangeSetAction, NotificationType> = {
  REQUEST: 'PAYMENT_SCHEDULE_CHANGE_SET_REQUEST',
  APPROVED: 'PAYMENT_SCHEDULE_CHANGE_SET_APPROVED',
  REJECTED: 'PAYMENT_SCHEDULE_CHANGE_SET_REJECTED',
  UPDATED: 'PAYMENT_SCHEDULE_CHANGE_SET_UPDATED',
  DELETED: 'PAYMENT_SCHEDULE_CHANGE_SET_DELETED',
};

const EVENT_KINDS: Record<PaymentScheduleChangeSetAction, WorkEventKind> = {
  REQUEST: 'SCHEDULE_CHANGE_REQUESTED',
  APPROVED: 'SCHEDULE_CHANGE_APPROVED',
  REJECTED: 'SCHEDULE_CHANGE_REJECTED',
  UPDATED: 'SCHEDULE_CHANGE_UPDATED',
  DELETED: 'SCHEDULE_CHANGE_WITHDRAWN',
};

const VERBS: Record<PaymentScheduleChangeSetAction, string> = {
  REQUEST: 'proposed a new payment schedule',
  APPROVED: 'approved the new payment schedule',
  REJECTED: 'rejected the proposed payment schedule',
  UPDATED: 'changed the proposed payment schedule',
  DELETED: 'withdrew the proposed payment schedule',
};

/** The timeline, the other side's notification and both sides' sockets, for one action. */
async function tell(db: Queryable, party: PartyContext, changeSetId: string, action: PaymentScheduleChangeSetAction): Promise<void> {
  const text = `${sideName(party, party.side)} ${VERBS[action]}.`;
  await recordWorkChange(db, party, { kind: EVENT_KINDS[action], actor: { userId: party.userId, side: party.side }, text });
  await notifyWorkSide(db, party, otherWorkSide(party.side), {
    actionType: NOTICE_TYPES[action],
    message: `${text.slice(0, -1)} for '${party.work.title}'.`,
    triggeredByUserId: party.userId,
    metaData: { changeSetId },
  });
  await publishChangeSet(db, party, changeSetId, action);
}

async function answer(db: Queryable, changeSetId: string): Promise<PaymentScheduleChangeSet> {
  const [row] = await db.select().from(paymentScheduleChangeSets).where(eq(paymentScheduleChangeSets.id, changeSetId));
  const [changeSet] = await toChangeSets(db, [row!]);
  return changeSet!;
}

function refuseUnlessProposer(party: PartyContext, changeSet: ChangeSetRow): void {
  if (changeSet.requestedBySide !== party.side) throw forbidden(`Only the ${WORK_SIDE_NOUNS[changeSet.requestedBySide]} who proposed this change can change or withdraw it.`);
}

/** The proposed changes to a work's schedule, newest first. */
export async function listChangeSets(db: Queryable, userId: string, workId: string): Promise<PaymentScheduleChangeSet[]> {
  const party = await workForParty(db, userId, workId);
  const rows = await db.select().from(paymentScheduleChangeSets).where(eq(paymentScheduleChangeSets.workId, party.work.id)).orderBy(desc(paymentScheduleChangeSets.createdAt));
  return toChangeSets(db, rows);
}

export async function proposeChangeSet(db: Database, userId: string, input: { workId: string; payments: PaymentScheduleItemInput[]; message?: string | undefined }): Promise<PaymentScheduleChangeSet> {
  const id = await db.transaction(async (tx) => {
    const party = await workForParty(tx, userId, input.workId, { lock: true });
    assertScheduleChangeable(party.work);
    const payments = checkProposedSchedule(party.work, await lockedPayments(tx, party.work.id), input.payments, await loadPlatformConfig(tx));
    const [created] = await tx
      .insert(paymentScheduleChangeSets)
      .values({ workId: party.work.id, requestedByUserId: userId, requestedBySide: party.side, payments })
      .onConflictDoNothing()
      .returning({ id: paymentScheduleChangeSets.id });
    if (!created) throw conflict('A change to this payment schedule is already waiting for an answer. Answer or withdraw it first.');
    await addChangeSetText(tx, created.id, userId, input.message);
    await tell(tx, party, created.id, 'REQUEST');
    return created.id;
  });
  return answer(db, id);
}

export async function updateChangeSet(db: Database, userId: string, changeSetId: string, input: { payments: PaymentScheduleItemInput[]; message?: string | undefined }): Promise<PaymentScheduleChangeSet> {
  await db.transaction(async (tx) => {
    const { party, changeSet } = await changeSetForParty(tx, userId, changeSetId);
    refuseUnlessProposer(party, changeSet);
    refuseUnlessWaiting(changeSet);
    assertScheduleChangeable(party.work);
    const payments = checkProposedSchedule(party.work, await lockedPayments(tx, party.work.id), input.payments, await loadPlatformConfig(tx));
    await tx.update(paymentScheduleChangeSets).set({ payments, updatedAt: new Date() }).where(eq(paymentScheduleChangeSets.id, changeSet.id));
    await addChangeSetText(tx, changeSet.id, userId, input.message);
    await tell(tx, party, changeSet.id, 'UPDATED');
  });
  return answer(db, changeSetId);
}

export async function withdrawChangeSet(db: Database, userId: string, changeSetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { party, changeSet } = await changeSetForParty(tx, userId, changeSetId);
    refuseUnlessProposer(party, changeSet);
    refuseUnlessWaiting(changeSet);
    await tx.delete(paymentScheduleChangeSets).where(eq(paymentScheduleChangeSets.id, changeSet.id));
    await tell(tx, party, changeSet.id, 'DELETED');
  });
}

/** Either side adds to the discussion; the other side is told. */
export async function addChangeSetMessage(db: Database, userId: string, changeSetId: string, text: string): Promise<PaymentScheduleChangeSet> {
  await db.transaction(async (tx) => {
    const { party, changeSet } = await changeSetForParty(tx, userId, changeSetId);
    await addChangeSetText(tx, changeSet.id, userId, text);
    await tx.update(paymentScheduleChangeSets).set({ updatedAt: new Date() }).where(eq(paymentScheduleChangeSets.id, changeSet.id));
    await notifyWorkSide(tx, party, otherWorkSide(party.side), {
      actionType: 'PAYMENT_SCHEDULE_CHANGE_SET_UPDATED',
      message: `${sideName(party, party.side)} wrote about the proposed payment schedule for '${party.work.title}'.`,
      triggeredByUserId: userId,
      metaData: { changeSetId, kind: 'MESSAGE' },
    });
    await publishChangeSet(tx, party, changeSet.id, 'UPDATED');
  });
  return answer(db, changeSetId);
}

/**
 * Replaces the unpaid part of the schedule with the change set's payments. A payment kept
 * unchanged (same id, description, amount and date) keeps its status and request; any other
 * becomes a new OPEN payment, and the unpaid ones not kept are removed. A payment whose
 * checkout is open (PENDING) cannot be removed or changed meanwhile.
 */
async function replaceUnpaidSchedule(db: Queryable, current: readonly PaymentRow[], workId: string, payments: readonly ChangeSetPayment[]): Promise<void> {
  const kept = new Set(
    payments
      .filter((p) => {
        const item = current.find((row) => row.id === p.id && row.status !== 'PAID');
        return item && item.description === p.description && item.amountPence === p.amountPence && item.dueDate.toISOString() === p.dueDate;
      })
      .map((p) => p.id!),
  );
  const removed = current.filter((item) => item.status !== 'PAID' && !kept.has(item.id));
  if (removed.some((item) => item.status === 'PENDING')) {
    throw conflict('A payment this change would replace is being paid right now. Try again in a few minutes, once the payment has gone through or been abandoned.');
  }
  if (removed.length > 0) await db.delete(paymentScheduleItems).where(and(eq(paymentScheduleItems.workId, workId), inArray(paymentScheduleItems.id, removed.map((item) => item.id))));
  const added = payments.filter((p) => !p.id || !kept.has(p.id));
  if (added.length > 0) {
    await db.insert(paymentScheduleItems).values(added.map((p) => ({ workId, description: p.description, amountPence: p.amountPence, dueDate: new Date(p.dueDate) })));
  }
}

/** The other side approves (the schedule is replaced) or rejects a waiting change set. */
export async function respondToChangeSet(db: Database, userId: string, changeSetId: string, input: { status: 'APPROVED' | 'REJECTED'; message?: string | undefined }): Promise<PaymentScheduleChangeSet> {
  await db.transaction(async (tx) => {
    const { party, changeSet } = await changeSetForParty(tx, userId, changeSetId);
    if (changeSet.requestedBySide === party.side) throw forbidden(`You proposed this change; the ${WORK_SIDE_NOUNS[otherWorkSide(party.side)]} answers it.`);
    refuseUnlessWaiting(changeSet);
    if (input.status === 'APPROVED') {
      assertScheduleChangeable(party.work);
      const current = await lockedPayments(tx, party.work.id);
      // The schedule may have moved on since the proposal (a payment made): check it against today's.
      try {
        checkProposedSchedule(party.work, current, changeSet.payments, await loadPlatformConfig(tx));
      } catch (error) {
        if (isAppError(error) && error.status === 400) {
          throw conflict('The payment schedule has changed since this was proposed (a payment was made). Reject it and propose a new one.');
        }
        throw error;
      }
      await replaceUnpaidSchedule(tx, current, party.work.id, changeSet.payments);
    }
    await tx
      .update(paymentScheduleChangeSets)
      .set({ status: input.status, respondedByUserId: userId, respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(paymentScheduleChangeSets.id, changeSet.id));
    await addChangeSetText(tx, changeSet.id, userId, input.message);
    await tell(tx, party, changeSet.id, input.status);
  });
  return answer(db, changeSetId);
}
