import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { DISPUTE_STATUSES } from '../../domain/statuses.js';
import { DISPUTE_REASONS } from '../../domain/vocabulary.js';
import { ratingScoresSchema } from './fields.js';
import { userSummarySchema } from './user.js';

/** A business's challenge to a review it thinks breaks the rules; an ADMIN decides it. */
export const reviewDisputeSchema = z.object({
  id,
  reviewId: id,
  businessId: id,
  reason: z.enum(DISPUTE_REASONS),
  comment: text(2000).nullable(),
  status: z.enum(DISPUTE_STATUSES),
  seen: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ReviewDispute = z.infer<typeof reviewDisputeSchema>;

/** A customer's review of a business, scored on every rating dimension. */
export const reviewSchema = z.object({
  id,
  businessId: id,
  /** The work the review is about, when it came from a contract. */
  serviceContractId: id.nullable(),
  reviewer: userSummarySchema,
  ratings: ratingScoresSchema,
  comment: text(2000),
  likeCount: z.number().int().min(0),
  /** Always false for a caller who is not signed in. */
  likedByMe: z.boolean(),
  disputeStatus: z.enum(DISPUTE_STATUSES).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Review = z.infer<typeof reviewSchema>;

/** A business's review of a customer it worked for (POST business/create-user-review). */
export const userReviewSchema = z.object({
  id,
  userId: id,
  business: z.object({ id, name: text(120) }),
  serviceContractId: id.nullable(),
  rating: z.number().int().min(1).max(5),
  comment: text(2000),
  createdAt: isoDate,
});
export type UserReview = z.infer<typeof userReviewSchema>;

/** The answer to toggling a like: whether the caller now likes it and the new count. */
export const reviewLikeSchema = z.object({ reviewId: id, liked: z.boolean(), likeCount: z.number().int().min(0) });
export type ReviewLike = z.infer<typeof reviewLikeSchema>;
