import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertTransition, type decideReviewDisputeBodySchema, type DisputeStatus, type ReviewDispute, type ReviewDisputeQueueItem } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, reviewDisputes, reviews } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { decodePageCursor, toPage } from '../../http/page-cursor.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { recordOperatorAction } from '../admin/audit.js';
import { createNotification } from '../notifications/create.js';
import { disputeDecidedNotices } from '../notifications/notices.js';
import { publishDisputeChange, toReviewDispute, type DisputeChange } from './disputes.js';
import { recomputeBusinessRatings } from './ratings.js';
import { reviewsForModeration } from './review-view.js';

// The operators' side of review disputes: the queue and the decisions.

// The queue reads PENDING disputes first, oldest first, then the decided ones. A cursor is the
// last row's place in that order: its rank, its creation time (to the millisecond) and its id.
const rank = sql<number>`(case when ${reviewDisputes.status} = 'PENDING' then 0 else 1 end)`.mapWith(Number);
const createdAtMs = sql<Date>`date_trunc('milliseconds', ${reviewDisputes.createdAt})`.mapWith(reviewDisputes.createdAt);

export interface QueueRequest {
  cursor?: string | undefined;
  limit: number;
  status?: DisputeStatus | undefined;
}

export async function reviewDisputeQueue(db: Queryable, request: QueueRequest) {
  const after = request.cursor ? decodePageCursor(request.cursor, 'disputes') : null;
  const rows = await db
    .select({ dispute: reviewDisputes, businessName: businesses.name, rank, createdAtMs })
    .from(reviewDisputes)
    .innerJoin(businesses, eq(businesses.id, reviewDisputes.businessId))
    .where(
      and(
        request.status ? eq(reviewDisputes.status, request.status) : undefined,
        after ? sql`(${rank}, ${createdAtMs}, ${reviewDisputes.id}) > (${after.rank ?? 0}, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(rank), asc(createdAtMs), asc(reviewDisputes.id))
    .limit(request.limit + 1);
  const reviewsById = await reviewsForModeration(db, rows.slice(0, request.limit).map((r) => r.dispute.reviewId));
  return toPage(
    rows,
    request.limit,
    (row) => ({ rank: row.rank, createdAt: row.createdAtMs, id: row.dispute.id }),
    ({ dispute, businessName }): ReviewDisputeQueueItem => ({
      ...toReviewDispute(dispute),
      review: reviewsById.get(dispute.reviewId)!,
      business: { id: dispute.businessId, name: businessName },
    }),
  );
}

/**
 * An operator's move on a dispute. Accepting hides the review with the dispute's reason and
 * takes it out of the business's ratings; the reviewer is told of an acceptance or a rejection.
 * Both sides' sockets hear DISPUTE_UPDATED once the move is committed.
 */
export async function decideReviewDispute(
  db: Database,
  events: EventBus,
  operatorId: string,
  disputeId: string,
  body: z.output<typeof decideReviewDisputeBodySchema>,
): Promise<ReviewDispute> {
  const change = await db.transaction(async (tx): Promise<DisputeChange> => {
    const [row] = await tx
      .select({ dispute: reviewDisputes, authorUserId: reviews.authorUserId, ownerUserId: businesses.ownerUserId, businessName: businesses.name })
      .from(reviewDisputes)
      .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
      .innerJoin(businesses, eq(businesses.id, reviewDisputes.businessId))
      .where(eq(reviewDisputes.id, disputeId))
      .for('update', { of: reviewDisputes });
    if (!row) throw notFound('review dispute');
    const { dispute } = row;
    assertTransition('reviewDispute', dispute.status, body.status);

    const now = new Date();
    const isDecision = body.status !== 'CLOSED';
    const [updated] = await tx
      .update(reviewDisputes)
      .set({
        status: body.status,
        decisionNote: body.reason,
        ...(isDecision ? { decidedByUserId: operatorId, decidedAt: now, seenByCustomer: false } : {}),
        updatedAt: now,
      })
      .where(eq(reviewDisputes.id, dispute.id))
      .returning();

    if (body.status === 'ACCEPTED') {
      await tx.update(reviews).set({ hiddenReason: dispute.reason }).where(eq(reviews.id, dispute.reviewId));
      await recomputeBusinessRatings(tx, [dispute.businessId]);
    }
    const told = disputeDecidedNotices({ ...dispute, disputeId: dispute.id }, body.status, row.businessName, body.reason);
    if (told) {
      await createNotification(tx, { userId: row.authorUserId, triggeredByUserId: operatorId, ...told.reviewer });
      await createNotification(tx, { userId: row.ownerUserId, triggeredByUserId: operatorId, ...told.business });
    }
    await recordOperatorAction(tx, {
      operatorId,
      action: 'REVIEW_DISPUTE_DECIDED',
      targetType: 'REVIEW_DISPUTE',
      targetId: dispute.id,
      targetLabel: `${row.businessName}: '${dispute.reason}'`,
      reason: body.reason,
      changes: [{ field: 'status', from: dispute.status, to: body.status }],
    });
    return { dispute: toReviewDispute(updated!), parties: [row.authorUserId, row.ownerUserId] };
  });
  return publishDisputeChange(events, change);
}
