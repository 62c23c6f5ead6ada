import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { emailField, idOf, optionalField, requiredField, ukPhoneField } from './entities/fields.js';
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
 * email (the server does not support that yet and answers 400). `referralCode` is the code
 * of the link the customer came through: a business's invite is claimed by it, and a
 * customer's shared link credits that customer as the one who referred the recommender.
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

/** A business inviting a past customer to recommend it, by email, SMS or both. */
export const inviteRecommendationBodySchema = z
  .object({
    name: requiredField("the customer's name", 120),
    emailAddress: emailField("the customer's email address").optional(),
    phoneNumber: ukPhoneField("the customer's mobile number").optional(),
    workCategoryId: idOf('work category'),
  })
  .refine((body) => body.emailAddress !== undefined || body.phoneNumber !== undefined, {
    message: "Enter the customer's email address or mobile number",
    path: ['emailAddress'],
  });
export type InviteRecommendationBody = z.input<typeof inviteRecommendationBodySchema>;

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
    summary: "Lists a user's accepted recommendations, newest first, without any contact details.",
    params: idParams,
    query: pageQuery,
    data: page(publicRecommendationSchema),
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
    summary:
      "Lists a business's recommendations, newest first: all of them (invites too) to its owner, the accepted ones to anyone else.",
    params: idParams,
    query: pageQuery,
    data: page(recommendationSchema),
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/create-recommendation`,
    access: 'private',
    summary: 'Recommends a business in one of its work categories; it stays PENDING until the business answers.',
    body: createRecommendationBodySchema,
    data: recommendationSchema,
  }),
  invite: defineContract({
    method: 'POST',
    path: `${base}/invite`,
    access: 'private',
    summary: "Invites a past customer of the caller's business to recommend it, by email and/or SMS.",
    errors: ['BUSINESS_REQUIRED'],
    body: inviteRecommendationBodySchema,
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
    summary: "Deletes a recommendation the caller made, or one of (or invite from) the caller's business.",
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
    summary: "Sends an unanswered invite of the caller's business again (at most 3 resends a day).",
    params: idParams,
    data: emptyData,
  }),
  updateReferredBy: defineContract({
    method: 'PATCH',
    path: `${base}/update-referred-by`,
    access: 'private',
    summary: 'Records who referred the caller, by the referral code of the link they came through.',
    body: z.object({ referralCode: referralCodeField }),
    data: emptyData,
  }),
} as const;
