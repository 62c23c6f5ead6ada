import { and, eq, inArray } from 'drizzle-orm';
import type { PlatformConfig, Work, WorkSide } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { categories, paymentScheduleChangeSets, paymentScheduleItems, users, workEvents, workLineItems } from '../../db/schema/index.js';
import { loadPlatformConfig } from '../platform-config/service.js';
import { supportProposalsOfWorks } from '../support/mappers.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';
import { settleLatePayments } from './late-payments.js';
import { toWork, type EventRow, type LineRow, type PaymentRow } from './mappers.js';
import { workForParty, type WorkContext } from './work-access.js';

// Works as their parties see them, loaded for a whole page at once: one query per kind of
// row (lines, payments, timeline, ...) whatever the number of works.

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Each work as its viewer's side sees it, in the order given. */
export async function workViews(db: Queryable, items: readonly { context: WorkContext; side: WorkSide }[], config?: PlatformConfig): Promise<Work[]> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.context.work.id);
  const categoryIds = [...new Set(items.map((item) => item.context.work.categoryId).filter((id): id is string => id !== null))];
  const customerIds = [...new Set(items.map((item) => item.context.work.customerId))];
  const [lines, payments, events, categoryRows, customers, pending, support, settings] = await Promise.all([
    db.select().from(workLineItems).where(inArray(workLineItems.workId, ids)),
    db.select().from(paymentScheduleItems).where(inArray(paymentScheduleItems.workId, ids)),
    db.select().from(workEvents).where(inArray(workEvents.workId, ids)),
    categoryIds.length ? db.select({ id: categories.id, title: categories.title }).from(categories).where(inArray(categories.id, categoryIds)) : [],
    db.select(userSummaryColumns).from(users).where(inArray(users.id, customerIds)),
    db
      .select({ id: paymentScheduleChangeSets.id, workId: paymentScheduleChangeSets.workId })
      .from(paymentScheduleChangeSets)
      .where(and(inArray(paymentScheduleChangeSets.workId, ids), eq(paymentScheduleChangeSets.status, 'REQUESTED'))),
    supportProposalsOfWorks(db, ids),
    config ?? loadPlatformConfig(db),
  ]);
  const linesOf = groupBy<LineRow>(lines, (row) => row.workId);
  const paymentsOf = groupBy<PaymentRow>(payments, (row) => row.workId);
  const eventsOf = groupBy<EventRow>(events, (row) => row.workId);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const customerById = new Map(customers.map((row) => [row.id, toUserSummary(row)]));
  const pendingOf = new Map(pending.map((row) => [row.workId, row.id]));
  return items.map(({ context, side }) => {
    const { work } = context;
    return toWork(
      context,
      side,
      {
        lines: linesOf.get(work.id) ?? [],
        payments: paymentsOf.get(work.id) ?? [],
        events: eventsOf.get(work.id) ?? [],
        category: work.categoryId ? (categoryById.get(work.categoryId) ?? null) : null,
        customer: customerById.get(work.customerId)!,
        pendingChangeSetId: pendingOf.get(work.id) ?? null,
        supportProposals: support.get(work.id) ?? [],
      },
      settings,
    );
  });
}

/** One work as the caller sees it, its overdue payments brought up to date first; 404 for anyone who does not take part. */
export async function workView(db: Database, userId: string, workId: string): Promise<Work> {
  await workForParty(db, userId, workId);
  await settleLatePayments(db, new Date(), { limit: 1000, workIds: [workId] });
  const party = await workForParty(db, userId, workId);
  const [work] = await workViews(db, [{ context: party, side: party.side }]);
  return work!;
}
