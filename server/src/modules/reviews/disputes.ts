import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assertTransition,
  DISPUTE_REASONS,
  type createReviewDisputeBodySchema,
  type ReviewDispute,
  type ReviewDisputeReason,
  type updateReviewDisputeBodySchema,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, reviewDisputes, reviews } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { createNotification } from '../notifications/create.js';
import { disputeAnsweredNotice, disputeRaisedNotice } from '../notifications/notices.js';
import { reviewWithOwner } from './business-reviews.js';

// A business's challenge to a review of it, and the reviewer's side of it. Operators decide
// disputes in moderation.ts.

type DisputeRow = typeof reviewDisputes.$inferSelect;

/** A dispute changed, with the two people who take part in it: the reviewer and the business's owner. */
export interface DisputeChange {
  dispute: ReviewDispute;
  parties: string[];
}

/** Tells the reviewer's and the business's sockets, once the change is committed. */
export async function publishDisputeChange(events: EventBus, change: DisputeChange): Promise<ReviewDispute> {
  await events.publish([...new Set(change.parties)], 'DISPUTE_UPDATED', change.dispute);
  return change.dispute;
}

export function toReviewDispute(row: DisputeRow): ReviewDispute {
  return {
    id: row.id,
    reviewId: row.reviewId,
    businessId: row.businessId,
    reason: row.reason,
    comment: row.explanation,
    status: row.status,
    customerResponse: row.customerResponse,
    seen: row.seenByCustomer,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createReviewDispute(
  db: Database,
  events: EventBus,
  callerId: string,
  body: z.output<typeof createReviewDisputeBodySchema>,
): Promise<ReviewDispute> {
  const { review, ownerUserId, businessName } = await reviewWithOwner(db, body.reviewId);
  if (ownerUserId !== callerId) throw forbidden('Only the business that was reviewed can dispute this review.');
  const dispute = await db.transaction(async (tx) => {
    // Locking the review makes two disputes raised at once queue up behind each other.
    const [locked] = await tx.select({ hiddenReason: reviews.hiddenReason }).from(reviews).where(eq(reviews.id, review.id)).for('update');
    if (locked?.hiddenReason) throw conflict('This review has already been hidden by our moderators.');
    const earlier = await tx
      .select({ reason: reviewDisputes.reason, status: reviewDisputes.status })
      .from(reviewDisputes)
      .where(eq(reviewDisputes.reviewId, review.id));
    if (earlier.some((d) => d.status === 'PENDING')) {
      throw conflict('This review already has a dispute waiting for a decision. Wait for it to be decided.', 'DISPUTE_OPEN');
    }
    if (earlier.some((d) => d.reason === body.reason)) {
      throw conflict(`You have already disputed this review as '${body.reason}'. Choose another reason if one applies.`, 'DISPUTE_REASON_USED');
    }
    const [created] = await tx
      .insert(reviewDisputes)
      .values({ reviewId: review.id, businessId: review.businessId, reason: body.reason, explanation: body.comment ?? null })
      .returning();
    await createNotification(tx, {
      userId: review.authorUserId,
      triggeredByUserId: callerId,
      ...disputeRaisedNotice({ disputeId: created!.id, reviewId: review.id, businessId: review.businessId, reason: body.reason }, businessName),
    });
    return toReviewDispute(created!);
  });
  return publishDisputeChange(events, { dispute, parties: [review.authorUserId, ownerUserId] });
}

/**
 * The reviewer answers a pending dispute, or the business withdraws its dispute; anyone else
 * hears 404. Both sides' sockets hear DISPUTE_UPDATED once it is committed, as when it is raised.
 */
export async function updateReviewDispute(
  db: Database,
  events: EventBus,
  callerId: string,
  body: z.output<typeof updateReviewDisputeBodySchema>,
): Promise<ReviewDispute> {
  const change = await db.transaction(async (tx): Promise<DisputeChange> => {
    const [row] = await tx
      .select({ dispute: reviewDisputes, authorUserId: reviews.authorUserId, ownerUserId: businesses.ownerUserId })
      .from(reviewDisputes)
      .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
      .innerJoin(businesses, eq(businesses.id, reviewDisputes.businessId))
      .where(eq(reviewDisputes.id, body.disputeId))
      .for('update', { of: reviewDisputes });
    if (!row || (row.authorUserId !== callerId && row.ownerUserId !== callerId)) throw notFound('review dispute');
    const { dispute } = row;
    const parties = [row.authorUserId, row.ownerUserId];

    if (row.authorUserId === callerId) {
      if (body.withdraw) throw forbidden('Only the business that raised this dispute can withdraw it.');
      if (!body.response) throw badRequest('Write your response to the dispute.');
      if (dispute.status !== 'PENDING') throw conflict('This dispute has already been decided, so it can no longer be answered.');
      const [answered] = await tx
        .update(reviewDisputes)
        .set({ customerResponse: body.response, seenByCustomer: true, updatedAt: new Date() })
        .where(eq(reviewDisputes.id, dispute.id))
        .returning();
      await createNotification(tx, { userId: row.ownerUserId, triggeredByUserId: callerId, ...disputeAnsweredNotice({ ...dispute, disputeId: dispute.id }) });
      return { dispute: toReviewDispute(answered!), parties };
    }

    if (!body.withdraw) throw badRequest('Send withdraw: true to withdraw your dispute; only the reviewer can respond to it.');
    assertTransition('reviewDispute', dispute.status, 'CLOSED');
    const [closed] = await tx
      .update(reviewDisputes)
      .set({ status: 'CLOSED', seenByCustomer: false, updatedAt: new Date() })
      .where(eq(reviewDisputes.id, dispute.id))
      .returning();
    return { dispute: toReviewDispute(closed!), parties };
  });
  return publishDisputeChange(events, change);
}

/** The reasons already raised against a review, in the spec's order; for its reviewer, its business or an operator. */
export async function disputedCategories(db: Queryable, viewer: Viewer, reviewId: string): Promise<ReviewDisputeReason[]> {
  const { review, ownerUserId } = await reviewWithOwner(db, reviewId);
  const mayRead = viewer.role === 'ADMIN' || viewer.userId === review.authorUserId || viewer.userId === ownerUserId;
  if (!mayRead) throw notFound('review');
  const rows = await db.selectDistinct({ reason: reviewDisputes.reason }).from(reviewDisputes).where(eq(reviewDisputes.reviewId, reviewId));
  const raised = new Set(rows.map((r) => r.reason));
  return DISPUTE_REASONS.filter((reason) => raised.has(reason));
}

const reviewIdsBy = (db: Queryable, authorId: string) =>
  db.select({ id: reviews.id }).from(reviews).where(eq(reviews.authorUserId, authorId));

/** How many disputes of the customer's reviews changed since they last looked. */
export async function unseenDisputeCount(db: Queryable, authorId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reviewDisputes)
    .where(and(eq(reviewDisputes.seenByCustomer, false), inArray(reviewDisputes.reviewId, reviewIdsBy(db, authorId))));
  return row?.count ?? 0;
}

export async function markAllDisputesSeen(db: Queryable, authorId: string): Promise<void> {
  await db
    .update(reviewDisputes)
    .set({ seenByCustomer: true })
    .where(and(eq(reviewDisputes.seenByCustomer, false), inArray(reviewDisputes.reviewId, reviewIdsBy(db, authorId))));
}
