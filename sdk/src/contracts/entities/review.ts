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
  /** The business's explanation. */
  comment: text(2000).nullable(),
  status: z.enum(DISPUTE_STATUSES),
  /** The reviewer's answer to the dispute, if they gave one. */
  customerResponse: text(2000).nullable(),
  /** Whether the reviewer has seen the latest change to the dispute. */
  seen: z.boolean(),
  decidedAt: isoDate.nullable(),
  /** The moderator's reason for the latest decision, shown to the reviewer and the business. */
  decisionReason: text(300).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ReviewDispute = z.infer<typeof reviewDisputeSchema>;

/** The business's one public answer to a review. */
export const reviewReplySchema = z.object({ text: text(2000), at: isoDate });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * The latest dispute of a review, as its author reads it on the review itself so they can
 * give their side; only ever sent to the review's author.
 */
export const myReviewDisputeSchema = z.object({
  id,
  reason: z.enum(DISPUTE_REASONS),
  /** The business's explanation. */
  explanation: text(2000).nullable(),
  status: z.enum(DISPUTE_STATUSES),
  /** The author's answer, if they gave one. */
  customerResponse: text(2000).nullable(),
  /** Whether the author has seen the latest change to it. */
  seen: z.boolean(),
  /** The moderator's reason, once they decided; optional so older payloads still parse. */
  decisionReason: text(300).nullable().optional(),
});
export type MyReviewDispute = z.infer<typeof myReviewDisputeSchema>;

/** A customer's review of a business, scored on every rating dimension. */
export const reviewSchema = z.object({
  id,
  businessId: id,
  /** The work the review is about, when it came from a contract. */
  serviceContractId: id.nullable(),
  reviewer: userSummarySchema,
  ratings: ratingScoresSchema,
  /** Null when an accepted dispute hid the review; `hiddenReason` then says why. */
  comment: text(2000).nullable(),
  /** Tied to a completed contract; other reviews show as customer reviews. */
  isVerifiedJob: z.boolean(),
  likeCount: z.number().int().min(0),
  /** Always false for a caller who is not signed in. */
  likedByMe: z.boolean(),
  /** The status of the latest dispute of the review; a review under dispute stays visible. */
  disputeStatus: z.enum(DISPUTE_STATUSES).nullable(),
  /** Why moderators hid the review (an accepted dispute's reason); null while it is shown. */
  hiddenReason: text(200).nullable(),
  reply: reviewReplySchema.nullable(),
  /**
   * For the signed-in author only: the review's latest dispute, so they can answer it; null for
   * everyone else and when it was never disputed. Optional so older payloads still parse.
   */
  myDispute: myReviewDisputeSchema.nullable().optional(),
  /** When the reviewer last changed it; null if never edited. */
  editedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Review = z.infer<typeof reviewSchema>;

/** A dispute as an operator reads it in the moderation queue: with the review it is about. */
export const reviewDisputeQueueItemSchema = reviewDisputeSchema.extend({
  review: reviewSchema,
  business: z.object({ id, name: text(120) }),
});
export type ReviewDisputeQueueItem = z.infer<typeof reviewDisputeQueueItemSchema>;

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
