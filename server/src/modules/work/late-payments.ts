import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  assertTransition,
  formatPounds,
  latePaymentInterestPence,
  latePaymentStatus,
  ukCalendarDay,
  type PaymentScheduleStatus,
  type WorkStatus,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { paymentScheduleItems, works } from '../../db/schema/index.js';
import type { PaymentRow } from './mappers.js';
import { workContext, type WorkContext } from './work-access.js';
import { notifyWorkSide, recordWorkChange } from './work-events.js';

// Late payments (ARCHITECTURE.md §7, sdk late-payment.ts): a requested payment past its due
// date is WARNING, from 21 days past due LATE with 8 % a year simple interest. A job runs the
// rules over every requested payment once a UK day, and every read of a work runs them over
// its own payments first, so nobody ever sees a stale status. Each new overdue status is told
// to both sides once (lastLateStatusNotified), whichever of them gets there first.

/** Payments that have been asked for and are not paid: the only ones that can be late. */
export const LATE_CANDIDATE_STATUSES = ['REQUESTED', 'PENDING', 'WARNING', 'LATE'] as const satisfies readonly PaymentScheduleStatus[];
/** Works whose payments run on: a cancelled, rejected or closed work's requests stop where they were. */
export const LIVE_WORK_STATUSES = ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING', 'INDEPENDENT_ASSESSMENT'] as const satisfies readonly WorkStatus[];

/** The UK calendar day of an instant as 'YYYY-MM-DD'. */
export function ukDayKey(now: Date): string {
  const day = ukCalendarDay(now)!;
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

function overdueSentence(context: WorkContext, item: PaymentRow, status: 'WARNING' | 'LATE', chargePence: number): string {
  const what = `${formatPounds(item.amountPence)} (${item.description}) for '${context.work.title}'`;
  if (status === 'WARNING') return `The payment of ${what} is overdue.`;
  return `The payment of ${what} is now late: 21 days past due, it carries a late charge of 8 % a year, ${formatPounds(chargePence)} so far.`;
}

/**
 * Brings one payment of a work (whose row the caller has locked) up to date at `now`: its
 * status, its late charge, and the day it was checked. Tells both sides of a new overdue status.
 */
export async function applyLateRules(db: Queryable, context: WorkContext, item: PaymentRow, now: Date): Promise<PaymentRow> {
  if (!(LATE_CANDIDATE_STATUSES as readonly PaymentScheduleStatus[]).includes(item.status)) return item;
  const status = latePaymentStatus(item, now);
  const chargePence = status === 'LATE' ? latePaymentInterestPence(item, now) : 0;
  const today = ukDayKey(now);
  if (status === item.status && chargePence === item.lateChargePence && item.lateCheckedOn === today) return item;
  if (status !== item.status) assertTransition('scheduleItem', item.status, status);
  const tell = status !== item.status && (status === 'WARNING' || status === 'LATE') && item.lastLateStatusNotified !== status;
  const [updated] = await db
    .update(paymentScheduleItems)
    .set({ status, lateChargePence: chargePence, lateCheckedOn: today, ...(tell ? { lastLateStatusNotified: status } : {}) })
    .where(eq(paymentScheduleItems.id, item.id))
    .returning();
  if (tell) {
    const text = overdueSentence(context, item, status, chargePence);
    await recordWorkChange(db, context, { kind: status === 'LATE' ? 'PAYMENT_LATE' : 'PAYMENT_OVERDUE', actor: null, text }, now);
    const metaData = { kind: status === 'LATE' ? 'PAYMENT_LATE' : 'PAYMENT_OVERDUE', scheduleItemId: item.id };
    for (const side of ['CUSTOMER', 'TRADEPERSON'] as const) await notifyWorkSide(db, context, side, { actionType: 'SCHEDULE_UPDATED', message: text, metaData });
  }
  return updated!;
}

/** Runs the rules over one work's requested payments, in a transaction of its own holding the work's lock. */
async function settleWork(db: Database, workId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const context = await workContext(tx, workId, { lock: true });
    if (!(LIVE_WORK_STATUSES as readonly WorkStatus[]).includes(context.work.status)) return;
    const items = await tx
      .select()
      .from(paymentScheduleItems)
      .where(and(eq(paymentScheduleItems.workId, workId), inArray(paymentScheduleItems.status, [...LATE_CANDIDATE_STATUSES])))
      .orderBy(asc(paymentScheduleItems.dueDate))
      .for('update');
    for (const item of items) await applyLateRules(tx, context, item, now);
  });
}

/**
 * Settles the requested payments not yet checked today, at most `limit` of them (or those of
 * `workIds` only, for a read), and answers how many it settled: the daily job repeats until
 * a batch comes back short.
 */
export async function settleLatePayments(db: Database, now: Date, options: { limit: number; workIds?: readonly string[] }): Promise<number> {
  if (options.workIds?.length === 0) return 0;
  const today = ukDayKey(now);
  const due = await db
    .select({ id: paymentScheduleItems.id, workId: paymentScheduleItems.workId })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(
      and(
        inArray(paymentScheduleItems.status, [...LATE_CANDIDATE_STATUSES]),
        lt(paymentScheduleItems.dueDate, now),
        or(isNull(paymentScheduleItems.lateCheckedOn), sql`${paymentScheduleItems.lateCheckedOn} < ${today}`),
        inArray(works.status, [...LIVE_WORK_STATUSES]),
        options.workIds ? inArray(paymentScheduleItems.workId, [...options.workIds]) : undefined,
      ),
    )
    .orderBy(asc(paymentScheduleItems.dueDate))
    .limit(options.limit);
  for (const workId of new Set(due.map((row) => row.workId))) await settleWork(db, workId, now);
  return due.length;
}
