import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { reviewOverdueBefore, rewardPauseReason, type UnreviewedWork } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, reviews, rewardEntries, rewardReleases, works } from '../../db/schema/index.js';

// Rewards pause (spec section 9) while their owner has a job that finished more than 14 days
// ago and that they have not reviewed; writing the review releases what was held.

export interface OverdueWork extends UnreviewedWork {
  readonly id: string;
}

/** When a work finished: when it was completed, or for an older closed one without that time, its last change. */
const finishedAt = sql<Date>`coalesce(${works.completedAt}, ${works.updatedAt})`;

/** The customer's COMPLETED or CLOSED works finished more than 14 days before `now` with no review of theirs, oldest first. */
export async function overdueReviews(db: Queryable, userId: string, now: Date): Promise<OverdueWork[]> {
  return db
    .select({ id: works.id, title: works.title, businessName: businesses.name })
    .from(works)
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .where(
      and(
        eq(works.customerId, userId),
        inArray(works.status, ['COMPLETED', 'CLOSED']),
        lt(finishedAt, reviewOverdueBefore(now)),
        notExists(
          db
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(eq(reviews.serviceContractId, works.id), eq(reviews.authorUserId, userId))),
        ),
      ),
    )
    .orderBy(asc(finishedAt), asc(works.id));
}

/** Why the user's rewards are paused at `now`, or null when they are not. */
export async function pauseReasonFor(db: Queryable, userId: string, now: Date): Promise<string | null> {
  return rewardPauseReason(await overdueReviews(db, userId, now));
}

/**
 * Releases every held entry of the user once no job of theirs is overdue for review (call it
 * in the transaction that writes a review). Returns how many entries it released.
 */
export async function releaseHeldRewards(db: Queryable, userId: string, now: Date, reviewId: string | null = null): Promise<number> {
  if ((await overdueReviews(db, userId, now)).length > 0) return 0;
  const held = await db
    .select({ id: rewardEntries.id })
    .from(rewardEntries)
    .leftJoin(rewardReleases, eq(rewardReleases.entryId, rewardEntries.id))
    .where(and(eq(rewardEntries.userId, userId), sql`${rewardEntries.pausedForWorkId} is not null`, isNull(rewardReleases.entryId)));
  if (held.length === 0) return 0;
  const released = await db
    .insert(rewardReleases)
    .values(held.map((entry) => ({ entryId: entry.id, reviewId, releasedAt: now })))
    .onConflictDoNothing()
    .returning({ entryId: rewardReleases.entryId });
  return released.length;
}
