import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReviewBodySchema, editReviewBodySchema, RatingScores, Review, ReviewLike } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, reviewLikes, reviews } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { createNotification } from '../notifications/create.js';
import { isBlockedBetween } from '../user/blocks.js';
import { completedWorkBetween } from '../work/service.js';
import { releaseHeldRewards } from '../rewards/pause.js';
import { recomputeBusinessRatings } from './ratings.js';
import { reviewById } from './review-view.js';

// A customer's review of a business: writing it, changing it, liking it, and the business's
// one public reply. Every change to scores recomputes the business's ratings in its transaction.

const scoreColumns = (ratings: RatingScores) => ({
  overall: ratings.OVERALL,
  price: ratings.PRICE,
  punctuality: ratings.PUNCTUALITY,
  cleanliness: ratings.CLEANLINESS,
  quality: ratings.QUALITY,
  friendliness: ratings.FRIENDLINESS,
});

/** The business with its owner, or 404. */
export async function businessWithOwner(db: Queryable, businessId: string) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, ownerUserId: businesses.ownerUserId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound('business');
  return business;
}

/** The review row with its business's owner, or 404. */
export async function reviewWithOwner(db: Queryable, reviewId: string) {
  const [row] = await db
    .select({ review: reviews, ownerUserId: businesses.ownerUserId, businessName: businesses.name })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row) throw notFound('review');
  return row;
}

export async function createReview(db: Database, authorId: string, body: z.output<typeof createReviewBodySchema>): Promise<Review> {
  const business = await businessWithOwner(db, body.businessId);
  if (business.ownerUserId === authorId) throw forbidden('You cannot review your own business.');
  if (await isBlockedBetween(db, authorId, business.ownerUserId)) throw forbidden('You cannot review this business.');
  // A review of a completed work of theirs is a verified job; any other work id answers 404 (409 before it is completed).
  const work = body.serviceContractId ? await completedWorkBetween(db, body.serviceContractId, { customerId: authorId, businessId: business.id }) : null;

  const reviewId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviews)
      .values({ businessId: business.id, authorUserId: authorId, serviceContractId: work?.id ?? null, isVerifiedJob: work !== null, text: body.comment, ...scoreColumns(body.ratings) })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!created) throw conflict(`You have already reviewed ${work ? 'this job of ' : ''}${business.name}. Edit your review instead.`, 'REVIEW_EXISTS');
    await recomputeBusinessRatings(tx, [business.id]);
    if (work) await releaseHeldRewards(tx, authorId, new Date(), created.id);
    return created.id;
  });
  return reviewById(db, reviewId, authorId);
}

export async function editReview(db: Database, authorId: string, body: z.output<typeof editReviewBodySchema>): Promise<Review> {
  if (!body.ratings && body.comment === undefined) throw badRequest('Change your scores or your comment to edit your review.');
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(and(eq(reviews.id, body.reviewId), eq(reviews.authorUserId, authorId))).for('update');
    if (!review) throw notFound('review');
    if (review.hiddenReason !== null) throw conflict('This review was hidden by our moderators, so it can no longer be changed.');
    await tx
      .update(reviews)
      .set({ ...(body.ratings ? scoreColumns(body.ratings) : {}), ...(body.comment !== undefined ? { text: body.comment } : {}), editedAt: new Date() })
      .where(eq(reviews.id, review.id));
    await recomputeBusinessRatings(tx, [review.businessId]);
  });
  return reviewById(db, body.reviewId, authorId);
}

/** Likes the review, or takes the like back; the count moves in the same statement as the like. */
export async function toggleReviewLike(db: Database, userId: string, reviewId: string): Promise<ReviewLike> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw notFound('review');
    const removed = await tx
      .delete(reviewLikes)
      .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)))
      .returning({ userId: reviewLikes.userId });
    const liked = removed.length === 0;
    if (liked) await tx.insert(reviewLikes).values({ reviewId, userId });
    const [counted] = await tx
      .update(reviews)
      .set({ likeCount: sql`greatest(${reviews.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(reviews.id, reviewId))
      .returning({ likeCount: reviews.likeCount });
    return { reviewId, liked, likeCount: counted!.likeCount };
  });
}

/** The business's one public answer; a second answer is refused rather than overwriting the first. */
export async function replyToReview(db: Database, userId: string, reviewId: string, reply: string): Promise<Review> {
  const { review, ownerUserId, businessName } = await reviewWithOwner(db, reviewId);
  if (ownerUserId !== userId) throw forbidden('Only the business that was reviewed can reply to this review.');
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (!answered) throw conflict('You have already replied to this review. A business can reply once.', 'REPLY_EXISTS');
    await createNotification(tx, {
      userId: review.authorUserId,
      actionType: 'REPLY',
      message: `${businessName} replied to your review.`,
      triggeredByUserId: userId,
      metaData: { reviewId, businessId: review.businessId },
    });
  });
  return reviewById(db, reviewId, userId);
}
