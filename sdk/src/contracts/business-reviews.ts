import { z } from 'zod';
import { defineContract } from './contract.js';
import { idParams, page, pageQuery } from './common.js';
import { DISPUTE_REASONS } from '../domain/vocabulary.js';
import { idOf, optionalField, ratingScoresSchema, requiredField, starScore } from './entities/fields.js';
import { reviewDisputeSchema, reviewLikeSchema, reviewSchema, userReviewSchema } from './entities/review.js';

// Reviews and review disputes: spec section 7, under /backend-service/business/.
const base = '/backend-service/business';
const publicBase = '/backend-service/public/business';

const reviewComment = requiredField('your review', 2000);
const disputeReason = z.enum(DISPUTE_REASONS, { error: 'Choose why you are disputing this review' });

export const createReviewBodySchema = z.object({
  businessId: idOf('business'),
  /** The work the review is about, when it came from a contract. */
  serviceContractId: idOf('work').optional(),
  ratings: ratingScoresSchema,
  comment: reviewComment,
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const editReviewBodySchema = z.object({
  reviewId: idOf('review'),
  ratings: ratingScoresSchema.optional(),
  comment: reviewComment.optional(),
});
export type EditReviewBody = z.input<typeof editReviewBodySchema>;

export const createUserReviewBodySchema = z.object({
  userId: idOf('customer'),
  serviceContractId: idOf('work').optional(),
  rating: starScore,
  comment: requiredField('your review of the customer', 2000),
});
export type CreateUserReviewBody = z.input<typeof createUserReviewBodySchema>;

export const createReviewDisputeBodySchema = z.object({
  reviewId: idOf('review'),
  reason: disputeReason,
  comment: optionalField('your explanation', 2000),
});
export type CreateReviewDisputeBody = z.input<typeof createReviewDisputeBodySchema>;

/**
 * The parties' side of a dispute: the reviewer answers it while it is pending, or the
 * business withdraws it (it becomes CLOSED). Operators decide disputes through the admin contracts.
 */
export const updateReviewDisputeBodySchema = z.object({
  disputeId: idOf('review dispute'),
  /** The reviewer's answer. */
  response: optionalField('your response', 2000),
  /** The business takes its dispute back. */
  withdraw: z.literal(true, { error: 'Send withdraw: true to withdraw the dispute' }).optional(),
});
export type UpdateReviewDisputeBody = z.input<typeof updateReviewDisputeBodySchema>;

/** The reviewer's side of a dispute as the hub's form takes it: a real answer, 10 to 2000 characters. */
export const reviewDisputeResponseFormSchema = z.object({
  response: requiredField('your side', 2000).min(10, 'Give your side in at least 10 characters'),
});
export type ReviewDisputeResponseForm = z.input<typeof reviewDisputeResponseFormSchema>;

export const replyToReviewBodySchema = z.object({ reply: requiredField('your reply', 2000) });
export type ReplyToReviewBody = z.input<typeof replyToReviewBodySchema>;

export const businessReviewContracts = {
  getReviews: defineContract({
    method: 'GET',
    path: `${base}/get-business-reviews/:id`,
    publicPath: `${publicBase}/get-business-reviews/:id`,
    access: 'public-twin',
    summary: 'Lists the reviews of a business, newest first.',
    params: idParams,
    query: pageQuery,
    data: page(reviewSchema),
  }),
  getReviewById: defineContract({
    method: 'GET',
    path: `${base}/get-business-review-by-id/:id`,
    publicPath: `${publicBase}/get-business-review-by-id/:id`,
    access: 'public-twin',
    summary: 'Returns one review of a business.',
    params: idParams,
    data: reviewSchema,
  }),
  getReviewByServiceContractId: defineContract({
    method: 'GET',
    path: `${base}/get-business-review-by-service-contract-id/:id`,
    access: 'private',
    summary: 'Returns the review left for a work the caller takes part in, or null if none was left yet.',
    params: idParams,
    data: reviewSchema.nullable(),
  }),
  getDisputedCategories: defineContract({
    method: 'GET',
    path: `${base}/get-disputed-categories/:id`,
    access: 'private',
    summary: 'Lists the dispute reasons already raised against a review, so each is raised only once.',
    params: idParams,
    data: z.array(z.enum(DISPUTE_REASONS)),
  }),
  createReview: defineContract({
    method: 'POST',
    path: `${base}/create-business-review`,
    access: 'private',
    summary: 'Reviews a business on every rating dimension.',
    body: createReviewBodySchema,
    data: reviewSchema,
  }),
  createUserReview: defineContract({
    method: 'POST',
    path: `${base}/create-user-review`,
    access: 'private',
    summary: "Lets the caller's business review a customer it did a work for.",
    errors: ['BUSINESS_REQUIRED'],
    body: createUserReviewBodySchema,
    data: userReviewSchema,
  }),
  toggleReviewLike: defineContract({
    method: 'POST',
    path: `${base}/toggle-business-review-like`,
    access: 'private',
    summary: 'Likes a review, or takes the like back if the caller already liked it.',
    body: z.object({ reviewId: idOf('review') }),
    data: reviewLikeSchema,
  }),
  createReviewDispute: defineContract({
    method: 'POST',
    path: `${base}/create-business-review-dispute`,
    access: 'private',
    summary: "Disputes a review of the caller's business for one of the listed reasons.",
    body: createReviewDisputeBodySchema,
    data: reviewDisputeSchema,
  }),
  editReview: defineContract({
    method: 'PATCH',
    path: `${base}/edit-business-review`,
    access: 'private',
    summary: "Changes the caller's own review; only the fields sent change.",
    body: editReviewBodySchema,
    data: reviewSchema,
  }),
  updateReviewDispute: defineContract({
    method: 'PATCH',
    path: `${base}/update-business-review-dispute`,
    access: 'private',
    summary: 'Lets the reviewer answer a pending dispute of their review, or the business withdraw its dispute.',
    body: updateReviewDisputeBodySchema,
    data: reviewDisputeSchema,
  }),
  replyToReview: defineContract({
    method: 'POST',
    path: `${base}/reply-to-business-review/:id`,
    access: 'private',
    summary: "Publishes the business's one reply to a review of it.",
    params: idParams,
    body: replyToReviewBodySchema,
    data: reviewSchema,
  }),
} as const;
