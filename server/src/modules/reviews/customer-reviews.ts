import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createUserReviewBodySchema, UserReview } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, userReviews, users } from '../../db/schema/index.js';
import { badRequest, businessRequired, conflict, forbidden, notFound } from '../../http/errors.js';
import { isBlockedBetween } from '../user/blocks.js';
import { completedWorkBetween } from '../work/service.js';

/** A business reviewing a customer (create-user-review): the caller must own a business; one per business, customer and contract. */
export async function createUserReview(db: Queryable, callerId: string, body: z.output<typeof createUserReviewBodySchema>): Promise<UserReview> {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.ownerUserId, callerId))
    .limit(1);
  if (!business) throw businessRequired('Only a business can review a customer. Register your business first.');
  if (body.userId === callerId) throw badRequest('You cannot review yourself.');
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId)).limit(1);
  if (!customer) throw notFound('customer');
  if (await isBlockedBetween(db, callerId, body.userId)) throw forbidden('You cannot review this customer.');
  // Tied to a job, it must be a completed work of this business for this customer.
  const work = body.serviceContractId ? await completedWorkBetween(db, body.serviceContractId, { customerId: body.userId, businessId: business.id }) : null;

  const [created] = await db
    .insert(userReviews)
    .values({ userId: body.userId, businessId: business.id, serviceContractId: work?.id ?? null, rating: body.rating, text: body.comment })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(work ? 'Your business has already reviewed this customer for this job.' : 'Your business has already reviewed this customer.', 'REVIEW_EXISTS');
  return {
    id: created.id,
    userId: created.userId,
    business,
    serviceContractId: created.serviceContractId,
    rating: created.rating,
    comment: created.text,
    createdAt: created.createdAt.toISOString(),
  };
}
