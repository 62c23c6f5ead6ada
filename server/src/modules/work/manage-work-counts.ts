import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businesses, works } from '../../db/schema/index.js';

// The Manage Work badge (spec section 6): how many works changed since this side last looked,
// counted per role. A change marks the work for the side that did not make it
// (work-events.ts); looking at Manage Work clears the marks of the side looking.

const ownBusinessIds = (userId: string) => sql`(select ${businesses.id} from ${businesses} where ${businesses.ownerUserId} = ${userId})`;

/** Works in which the caller, as their customer, has something new to see. */
export async function manageWorkCountForCustomer(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ unseen: count() }).from(works).where(and(eq(works.customerId, userId), isNotNull(works.customerUnseenAt), sql`${works.quoteStatus} <> 'DRAFT'`));
  return Number(row?.unseen ?? 0);
}

/** Works of the caller's business with something new to see; 0 without a business. */
export async function manageWorkCountForBusiness(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ unseen: count() }).from(works).where(and(inArray(works.businessId, ownBusinessIds(userId)), isNotNull(works.businessUnseenAt)));
  return Number(row?.unseen ?? 0);
}

export async function markManageWorkSeenForCustomer(db: Queryable, userId: string): Promise<void> {
  await db.update(works).set({ customerUnseenAt: null }).where(and(eq(works.customerId, userId), isNotNull(works.customerUnseenAt)));
}

export async function markManageWorkSeenForBusiness(db: Queryable, userId: string): Promise<void> {
  await db.update(works).set({ businessUnseenAt: null }).where(and(inArray(works.businessId, ownBusinessIds(userId)), isNotNull(works.businessUnseenAt)));
}
