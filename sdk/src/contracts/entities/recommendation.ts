import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { RECOMMENDATION_STATUSES } from '../../domain/statuses.js';
import { categorySchema } from './business.js';
import { userSummarySchema } from './user.js';

/**
 * A customer vouching for a business in one work category. `referralCode` is what the
 * referral link carries (`/business/referral?uuid=...`).
 */
export const recommendationSchema = z.object({
  id,
  referralCode: text(64),
  status: z.enum(RECOMMENDATION_STATUSES),
  businessId: id.nullable(),
  business: z.object({ id, name: text(120) }).nullable(),
  recommender: userSummarySchema,
  /** The user who referred the recommender, once set by PATCH update-referred-by. */
  referredBy: id.nullable(),
  workCategory: categorySchema,
  comment: text(2000).nullable(),
  /** Set while the recommended business is not on Tradeshub yet and was invited by email. */
  invitedEmail: text(254).nullable(),
  invitedBusinessName: text(120).nullable(),
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
  invitedBusinessName: true,
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
