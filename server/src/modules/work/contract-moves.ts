import { eq } from 'drizzle-orm';
import {
  WORK_SIDE_NOUNS,
  assertTransition,
  canTransition,
  formatPounds,
  hasAgreed,
  needsAgreement,
  otherWorkSide,
  unpaidPence,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { paymentScheduleItems, works } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { requestScheduledPayment } from './payment-requests.js';
import { sideName, type PartyContext } from './work-access.js';
import { recordWorkChange } from './work-events.js';

// The contract's moves after the quote is accepted (ARCHITECTURE.md §7): both sides agree
// (the schedule locks), the business starts, completes and closes, and either side cancels:
// alone before work starts, by agreement after. Each runs in the caller's transaction with
// the work's row locked; the machine's own sentence answers a move it does not allow.

const actorOf = (party: PartyContext) => ({ userId: party.userId, side: party.side });
const cleared = { cancelRequestedBy: null, cancelRequestedAt: null, cancelReason: null };

/** One side confirms the contract; once both have, it is AGREED and its schedule LOCKED. */
export async function agreeContract(db: Queryable, party: PartyContext): Promise<string> {
  const { work } = party;
  assertTransition('work', work.status, 'AGREED');
  const agreement = { customerAgreedAt: work.customerAgreedAt?.toISOString() ?? null, businessAgreedAt: work.businessAgreedAt?.toISOString() ?? null };
  const other = otherWorkSide(party.side);
  if (hasAgreed({ agreement }, party.side)) throw conflict(`You have already agreed the contract. It is waiting for the ${WORK_SIDE_NOUNS[other]} to agree.`);
  const now = new Date();
  const mine = party.side === 'CUSTOMER' ? { customerAgreedAt: now } : { businessAgreedAt: now };
  const both = hasAgreed({ agreement }, other);
  await db.update(works).set({ ...mine, ...(both ? { status: 'AGREED' as const, lockStatus: 'LOCKED' as const } : {}) }).where(eq(works.id, work.id));
  await recordWorkChange(db, party, { kind: 'AGREEMENT_GIVEN', actor: actorOf(party), text: `${sideName(party, party.side)} agreed the contract and its payment schedule.` }, now);
  if (!both) return `You agreed the contract. It is agreed once the ${WORK_SIDE_NOUNS[other]} agrees too.`;
  await recordWorkChange(db, party, { kind: 'AGREED', actor: actorOf(party), text: 'The contract is agreed and its payment schedule locked.' }, now);
  return 'The contract is agreed and its payment schedule locked.';
}

/** AGREED -> IN_PROGRESS (or ON_GOING for open-ended work); the quote becomes STARTED. */
export async function startWork(db: Queryable, party: PartyContext, to: 'IN_PROGRESS' | 'ON_GOING'): Promise<string> {
  const { work } = party;
  assertTransition('work', work.status, to);
  if (work.status !== 'AGREED') throw conflict('That move belongs to the end of an independent assessment.');
  assertTransition('quote', work.quoteStatus, 'STARTED');
  const now = new Date();
  await db.update(works).set({ status: to, quoteStatus: 'STARTED', startDate: work.startDate ?? now }).where(eq(works.id, work.id));
  await recordWorkChange(db, party, { kind: 'STARTED', actor: actorOf(party), text: `${party.businessName} started the ${to === 'ON_GOING' ? 'ongoing work' : 'job'}.` }, now);
  return to === 'ON_GOING' ? 'The ongoing work has started.' : 'The job has started.';
}

/**
 * The business completes the job: COMPLETED when everything is paid, COMPLETED_PENDING while
 * money is outstanding (and, for a QUICK contract, its one payment is asked for now).
 * COMPLETED_PENDING becomes COMPLETED when the last payment is paid, not by asking.
 */
export async function completeWork(db: Queryable, party: PartyContext): Promise<string> {
  const { work } = party;
  const payments = await db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, work.id));
  const outstanding = unpaidPence(payments);
  const to = outstanding > 0 ? 'COMPLETED_PENDING' : 'COMPLETED';
  if (work.status === 'COMPLETED_PENDING' && to === 'COMPLETED_PENDING') {
    throw conflict(`${formatPounds(outstanding)} is still to be paid. The job is completed once every payment is paid.`);
  }
  assertTransition('work', work.status, to);
  const now = new Date();
  await db
    .update(works)
    .set({ status: to, completedAt: work.completedAt ?? now, ...cleared, ...(to === 'COMPLETED' ? { lockStatus: 'CLOSED' as const } : {}) })
    .where(eq(works.id, work.id));
  const text = to === 'COMPLETED' ? `${party.businessName} completed the job; everything is paid.` : `${party.businessName} completed the job; ${formatPounds(outstanding)} is still to be paid.`;
  await recordWorkChange(db, party, { kind: to, actor: actorOf(party), text }, now);
  if (work.mode === 'QUICK') {
    const due = payments.find((payment) => payment.status === 'OPEN');
    if (due) await requestScheduledPayment(db, { ...party, work: { ...work, status: to } }, due, actorOf(party), now);
  }
  return to === 'COMPLETED' ? 'The job is completed.' : `The job is completed; ${formatPounds(outstanding)} is still to be paid.`;
}

/** COMPLETED -> CLOSED. */
export async function closeWork(db: Queryable, party: PartyContext): Promise<string> {
  assertTransition('work', party.work.status, 'CLOSED');
  await db.update(works).set({ status: 'CLOSED', lockStatus: 'CLOSED' }).where(eq(works.id, party.work.id));
  await recordWorkChange(db, party, { kind: 'CLOSED', actor: actorOf(party), text: `${party.businessName} closed the job.` });
  return 'The job is closed.';
}

/**
 * Cancels the work. Before work starts either side cancels alone; after, the first side's
 * cancel is a request and the other side's cancel confirms it. A sent quote is closed with it.
 */
export async function cancelWork(db: Queryable, party: PartyContext, reason: string | undefined): Promise<string> {
  const { work } = party;
  const now = new Date();
  const needsBoth = needsAgreement('work', work.status, 'CANCELLED');
  if (needsBoth && work.cancelRequestedBy === null) {
    await db.update(works).set({ cancelRequestedBy: party.side, cancelRequestedAt: now, cancelReason: reason ?? null }).where(eq(works.id, work.id));
    const because = reason ? ` (${reason})` : '';
    await recordWorkChange(db, party, { kind: 'CANCEL_REQUESTED', actor: actorOf(party), text: `${sideName(party, party.side)} asked to cancel the job${because}.` }, now);
    return `You asked to cancel the job. It is cancelled once the ${WORK_SIDE_NOUNS[otherWorkSide(party.side)]} agrees.`;
  }
  if (needsBoth && work.cancelRequestedBy === party.side) {
    throw conflict(`You have already asked to cancel this job. It is waiting for the ${WORK_SIDE_NOUNS[otherWorkSide(party.side)]} to agree.`);
  }
  assertTransition('work', work.status, 'CANCELLED', { agreement: needsBoth });
  const quoteStatus = canTransition('quote', work.quoteStatus, 'CLOSED') ? ('CLOSED' as const) : work.quoteStatus;
  await db.update(works).set({ status: 'CANCELLED', quoteStatus, lockStatus: 'CLOSED', ...cleared }).where(eq(works.id, work.id));
  const text = needsBoth ? `${sideName(party, party.side)} agreed to cancel the job; it is cancelled.` : `${sideName(party, party.side)} cancelled the job.`;
  await recordWorkChange(db, party, { kind: 'CANCELLED', actor: actorOf(party), text }, now);
  return 'The job is cancelled.';
}
