import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { RECOMMENDATION_STATUSES } from '../../domain/statuses.js';
import { categorySchema } from './business.js';
import { userSummarySchema } from './user.js';

/**
 * A customer vouching for a business in one work category: PENDING until the business
 * accepts or rejects it. An invite a business sends to a past customer is a recommendation
 * with no recommender yet; the customer claims it through its `referralCode`, which the
 * invite link carries (`/home/recommend?code=...`).
 */
export const recommendationSchema = z.object({
  id,
  referralCode: text(64),
  status: z.enum(RECOMMENDATION_STATUSES),
  businessId: id.nullable(),
  business: z.object({ id, name: text(120) }).nullable(),
  /** Null while an invite has not been answered. */
  recommender: userSummarySchema.nullable(),
  /** The user who referred the recommender, once set by PATCH update-referred-by. */
  referredBy: id.nullable(),
  workCategory: categorySchema,
  comment: text(2000).nullable(),
  /** Whom the business invited; the email and phone only reach the business and the recommender. */
  invitedName: text(120).nullable(),
  invitedEmail: text(254).nullable(),
  invitedPhone: text(20).nullable(),
  /** How many times the invite was sent (0 for a recommendation made without one). */
  inviteCount: z.number().int().min(0),
  inviteSentAt: isoDate.nullable(),
  respondedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What a referral link shows before sign-in: no emails. */
export const publicRecommendationSchema = recommendationSchema.pick({
  id: true,
  referralCode: true,
  status: true,
  businessId: true,
  business: true,
  recommender: true,
  workCategory: true,
  invitedName: true,
  createdAt: true,
});
export type PublicRecommendation = z.infer<typeof publicRecommendationSchema>;

/** Someone who recommended a business, and for which categories. */
export const recommenderSchema = z.object({
  user: userSummarySchema,
  categories: z.array(categorySchema),
  recommendedAt: isoDate,
});
export type Recommender = z.infer<typeof recommenderSchema>;

/** Whether a recommendation can be claimed by the calling business (GET business/check-applicability). */
export const recommendationApplicabilitySchema = z.object({
  applicable: z.boolean(),
  /** Why not, as a sentence to show; null when applicable. */
  reason: text(300).nullable(),
});
export type RecommendationApplicability = z.infer<typeof recommendationApplicabilitySchema>;
