import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { emailField, idOf, optionalField, requiredField } from './entities/fields.js';
import { publicRecommendationSchema, recommendationSchema } from './entities/recommendation.js';

// Spec section 7 "Recommendations", under /backend-service/recommendation; the lookup by
// referral code is public at exactly /backend-service/public/get-recommendation/:referralCode.
const base = '/backend-service/recommendation';

const referralCodeField = z
  .string()
  .trim()
  .min(1, 'Expected a referral code')
  .max(64, 'A referral code is at most 64 characters');

const invitedBusiness = z.object({
  businessName: requiredField('the business name', 120),
  emailAddress: emailField("the business's email address"),
});

/**
 * Recommending a business: one on Tradeshub by its id, or one not on it yet by name and
 * email (it gets an invite). `referralCode` credits whoever shared the link.
 */
export const createRecommendationBodySchema = z
  .object({
    businessId: idOf('business').optional(),
    invite: invitedBusiness.optional(),
    workCategoryId: idOf('work category'),
    comment: optionalField('your recommendation', 2000),
    referralCode: referralCodeField.optional(),
  })
  .refine((body) => (body.businessId === undefined) !== (body.invite === undefined), {
    message: 'Choose a business on Tradeshub, or enter the name and email of one to invite',
    path: ['businessId'],
  });
export type CreateRecommendationBody = z.input<typeof createRecommendationBodySchema>;

export const recommendationsContracts = {
  getAll: defineContract({
    method: 'GET',
    path: `${base}/get-all-recommendations`,
    access: 'private',
    summary: 'Lists the recommendations the caller made, newest first.',
    query: pageQuery,
    data: page(recommendationSchema),
  }),
  getAllByUserId: defineContract({
    method: 'GET',
    path: `${base}/get-all-recommendations-by-user-id/:id`,
    access: 'private',
    summary: 'Lists the recommendations a user made, newest first.',
    params: idParams,
    query: pageQuery,
    data: page(recommendationSchema),
  }),
  getByReferralCode: defineContract({
    method: 'GET',
    path: '/backend-service/public/get-recommendation/:referralCode',
    access: 'public',
    summary: 'Returns the recommendation a referral link points at, without any email addresses.',
    params: z.object({ referralCode: referralCodeField }),
    data: publicRecommendationSchema,
  }),
  getByBusinessId: defineContract({
    method: 'GET',
    path: `${base}/get-recommendation-by-business-id/:id`,
    access: 'private',
    summary: "Returns the caller's recommendation of a business, or null if they have not recommended it.",
    params: idParams,
    data: recommendationSchema.nullable(),
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/create-recommendation`,
    access: 'private',
    summary: 'Recommends a business in one work category, inviting it by email if it is not on Tradeshub yet.',
    body: createRecommendationBodySchema,
    data: recommendationSchema,
  }),
  respond: defineContract({
    method: 'PATCH',
    path: `${base}/update-recommendation-status/:id`,
    access: 'private',
    summary: "Lets the recommended business accept or reject a pending recommendation.",
    params: idParams,
    body: z.object({
      status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Choose whether to accept or reject the recommendation' }),
    }),
    data: recommendationSchema,
  }),
  delete: defineContract({
    method: 'DELETE',
    path: `${base}/delete-recommendation/:id`,
    access: 'private',
    summary: 'Deletes a recommendation the caller made.',
    params: idParams,
    data: emptyData,
  }),
  revoke: defineContract({
    method: 'DELETE',
    path: `${base}/revoke-recommendation/:id`,
    access: 'private',
    summary: 'Revokes a recommendation the caller made, keeping its record.',
    params: idParams,
    data: recommendationSchema,
  }),
  resendInvite: defineContract({
    method: 'POST',
    path: `${base}/resend-invite/:id`,
    access: 'private',
    summary: "Emails the invited business again about the caller's recommendation.",
    params: idParams,
    data: emptyData,
  }),
  updateReferredBy: defineContract({
    method: 'PATCH',
    path: `${base}/update-referred-by`,
    access: 'private',
    summary: 'Records which referral link brought the caller to Tradeshub.',
    body: z.object({ referralCode: referralCodeField }),
    data: emptyData,
  }),
} as const;
