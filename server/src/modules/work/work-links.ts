import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_PAST_WORK_STATUSES } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, works } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';

// What other modules ask of works: whether a chat QUOTE names a real work of the two people,
// and which completed work a review is about. Reads only; nothing here changes a work.

/** Whether the work is between this business user and this customer (a QUOTE message may name it). */
export async function isWorkBetween(db: Queryable, workId: string, businessUserId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: works.id })
    .from(works)
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .where(and(eq(works.id, workId), eq(works.customerId, customerId), eq(businesses.ownerUserId, businessUserId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The work a review is about: 404 unless it is between this customer and business (and the
 * customer can see it); 409 until it is completed (COMPLETED or CLOSED).
 */
export async function completedWorkBetween(db: Queryable, workId: string, parties: { customerId: string; businessId: string }): Promise<{ id: string; categoryId: string | null }> {
  const [row] = await db
    .select({ id: works.id, status: works.status, categoryId: works.categoryId })
    .from(works)
    .where(and(eq(works.id, workId), eq(works.customerId, parties.customerId), eq(works.businessId, parties.businessId), sql`${works.quoteStatus} <> 'DRAFT'`))
    .limit(1);
  if (!row) throw notFound('job');
  if (!(CUSTOMER_PAST_WORK_STATUSES as readonly string[]).includes(row.status)) {
    throw conflict('This job is not completed yet. You can review it once it is completed.');
  }
  return { id: row.id, categoryId: row.categoryId };
}

/** Whether the user takes part in the work (its customer once sent, or its business); the review of a work is theirs to look up. */
export async function takesPartInWork(db: Queryable, workId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: works.id })
    .from(works)
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .where(and(eq(works.id, workId), sql`((${works.customerId} = ${userId} and ${works.quoteStatus} <> 'DRAFT') or ${businesses.ownerUserId} = ${userId})`))
    .limit(1);
  return row !== undefined;
}
