import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, isoDate, page, pageQuery } from './common.js';
import { viewerModeSchema } from './entities/notification.js';
import { businessLocationSchema, businessSchema, publicBusinessSchema } from './entities/business.js';
import { idOf, latitudeField, longitudeField, optionalField, pictureUrlField, requiredField, ukPhoneNumberField } from './entities/fields.js';
import { userReviewSchema } from './entities/review.js';
import {
  addressInputSchema,
  userAddressInputSchema,
  addressSchema,
  publicUserProfileSchema,
  userProfileSchema,
  userRatingSchema,
  userSummarySchema,
} from './entities/user.js';

// Spec section 7 "User", under /backend-service/user; profile reads have public twins under
// /backend-service/public/user. Blocking lives at /backend-service/user-block/block, and its
// unblock, list and status calls (not shown in the spec) beside it.
const base = '/backend-service/user';
const blockBase = '/backend-service/user-block';

/** Someone the caller blocked, and when. */
export const blockedUserSchema = z.object({ user: userSummarySchema, blockedAt: isoDate });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

/**
 * Whether the caller blocked someone, and whether the two can still reach each other. Only
 * the caller's own block is told: `canContact` false with `youBlocked` false means the other
 * person blocked them, which a refused message would tell them anyway.
 */
export const blockStatusSchema = z.object({ youBlocked: z.boolean(), canContact: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;
const publicBase = '/backend-service/public/user';

/** PATCH update-profile: any of the contact details a user may change themselves. */
export const updateProfileBodySchema = z.object({
  firstName: requiredField('your first name', 50).optional(),
  lastName: requiredField('your last name', 50).optional(),
  phoneNumber: ukPhoneNumberField.optional(),
  bio: optionalField('your bio', 1000),
  profileImageUrl: pictureUrlField.nullable().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** POST user/address/find-grids: the circle to cover with map cells. */
export const findGridsBodySchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
  radiusInMeter: z
    .number({ error: 'Enter the radius in metres' })
    .positive('The radius must be more than 0 metres')
    .max(161_000, 'The radius must be at most 161,000 metres (100 miles)'),
});
export type FindGridsBody = z.input<typeof findGridsBodySchema>;

/**
 * GET get-menu-counts: every count the menu's badges show, for the mode viewed, in one read
 * (docs/decisions/0081-the-menu-counts-in-one-read.md). Each is what its own count endpoint
 * answers for that mode; the customer-only counts are 0 in business mode (spec section 6).
 */
export const menuCountsSchema = z.object({
  mode: viewerModeSchema,
  /** Unread notifications (get-unread-notifications-count). */
  notifications: z.number().int().min(0),
  /** Unseen connection requests (get-all-unseen-connection-request's count). */
  connectionRequests: z.number().int().min(0),
  /** Conversations with unseen messages (get-unseen-counts' count). */
  conversations: z.number().int().min(0),
  /** Unseen work updates (the managework-notifications count of the mode). */
  manageWork: z.number().int().min(0),
  /** Disputes of the customer's reviews changed since they looked (customers only). */
  reviewDisputes: z.number().int().min(0),
  /** The customer's unread payment requests (customers only). */
  paymentRequests: z.number().int().min(0),
});
export type MenuCountsData = z.infer<typeof menuCountsSchema>;

export const userContracts = {
  getProfile: defineContract({
    method: 'GET',
    path: `${base}/profile`,
    publicPath: `${publicBase}/profile`,
    access: 'public-twin',
    summary: "Returns a user's profile, or the caller's own when userId is left out (the public variant needs userId).",
    query: z.object({ userId: idOf('user').optional() }),
    data: userProfileSchema,
    publicData: publicUserProfileSchema,
  }),
  getBusinessUserProfile: defineContract({
    method: 'GET',
    path: `${base}/business-user-profile`,
    publicPath: `${publicBase}/business-user-profile`,
    access: 'public-twin',
    summary: 'Returns the owner of a business with the business; the public variant leaves out contact details.',
    query: z.object({ businessId: idOf('business') }),
    data: z.object({ user: userProfileSchema, business: businessSchema }),
    publicData: z.object({ user: publicUserProfileSchema, business: publicBusinessSchema }),
  }),
  getMenuCounts: defineContract({
    method: 'GET',
    path: `${base}/get-menu-counts`,
    access: 'private',
    summary: "Counts everything the menu's badges show for the mode viewed, in one read.",
    query: z.object({ mode: viewerModeSchema.optional() }),
    data: menuCountsSchema,
  }),
  getAddresses: defineContract({
    method: 'GET',
    path: `${base}/address`,
    access: 'private',
    summary: "Lists the caller's saved addresses.",
    data: z.array(addressSchema),
  }),
  createAddress: defineContract({
    method: 'POST',
    path: `${base}/address`,
    access: 'private',
    summary: 'Saves an address for the caller, with the radius of their local area around it.',
    body: userAddressInputSchema,
    data: addressSchema,
  }),
  updateAddress: defineContract({
    method: 'PATCH',
    path: `${base}/address/:id`,
    access: 'private',
    summary: "Changes one of the caller's addresses; only the fields sent change.",
    params: idParams,
    body: userAddressInputSchema.partial(),
    data: addressSchema,
  }),
  deleteAddress: defineContract({
    method: 'DELETE',
    path: `${base}/address/:id`,
    access: 'private',
    summary: "Deletes one of the caller's addresses.",
    params: idParams,
    data: emptyData,
  }),
  findGrids: defineContract({
    method: 'POST',
    path: `${base}/address/find-grids`,
    access: 'private',
    summary: 'Returns the map grid cells (H3) that cover a circle, for local-area settings.',
    body: findGridsBodySchema,
    data: z.object({ resolution: z.number().int().min(0).max(15), cells: z.array(z.string().max(20)) }),
  }),
  updateCommunityRuleAccepted: defineContract({
    method: 'PATCH',
    path: `${base}/update-community-rule-accepted`,
    access: 'private',
    summary: 'Records that the caller accepted the community rules.',
    body: z.object({ accepted: z.literal(true, { error: 'Accept the community rules to continue' }) }),
    data: z.object({ communityRuleAccepted: z.boolean() }),
  }),
  updateIsBoarded: defineContract({
    method: 'PATCH',
    path: `${base}/update-is-boarded`,
    access: 'private',
    summary: 'Records whether the caller has finished onboarding.',
    body: z.object({ isBoarded: z.boolean({ error: 'Say whether onboarding is finished (true or false)' }) }),
    data: z.object({ isBoarded: z.boolean() }),
  }),
  updateProfile: defineContract({
    method: 'PATCH',
    path: `${base}/update-profile`,
    access: 'private',
    summary: "Changes the caller's name, phone number, bio or picture; only the fields sent change.",
    body: updateProfileBodySchema,
    data: userProfileSchema,
  }),
  updateBusinessAddress: defineContract({
    method: 'PATCH',
    path: `${base}/update-business-address`,
    access: 'private',
    summary: "Moves the caller's business to a new address.",
    errors: ['BUSINESS_REQUIRED'],
    body: addressInputSchema,
    data: businessLocationSchema,
  }),
  updateAddressIndex: defineContract({
    method: 'PATCH',
    path: `${base}/update-user-address-index`,
    access: 'private',
    summary: "Chooses which of the caller's saved addresses is their current one.",
    body: z.object({
      addressIndex: z
        .number({ error: 'Choose one of your addresses' })
        .int('Choose one of your addresses')
        .min(0, 'Choose one of your addresses'),
    }),
    data: z.object({ addressIndex: z.number().int().min(0) }),
  }),
  getRatingAndReviews: defineContract({
    method: 'GET',
    path: `${base}/get-user-rating-and-reviews`,
    access: 'private',
    summary: "Returns a customer's rating from the businesses they worked with and those reviews, newest first.",
    query: pageQuery.extend({ userId: idOf('user') }),
    data: z.object({ rating: userRatingSchema, reviews: page(userReviewSchema) }),
  }),
  block: defineContract({
    method: 'POST',
    path: `${blockBase}/block`,
    access: 'private',
    summary: 'Blocks a user: they can no longer message or connect with the caller.',
    body: z.object({ userId: idOf('user') }),
    data: emptyData,
  }),
  unblock: defineContract({
    method: 'POST',
    path: `${blockBase}/unblock`,
    access: 'private',
    summary: 'Lifts the caller\'s block on a user; a block the other person made stays.',
    body: z.object({ userId: idOf('user') }),
    data: emptyData,
  }),
  getBlockedUsers: defineContract({
    method: 'GET',
    path: `${blockBase}/get-blocked-users`,
    access: 'private',
    summary: 'Lists the people the caller blocked, most recently blocked first.',
    query: pageQuery,
    data: page(blockedUserSchema),
  }),
  getBlockStatus: defineContract({
    method: 'GET',
    path: `${blockBase}/get-block-status`,
    access: 'private',
    summary: 'Says whether the caller blocked a user and whether the two can still reach each other.',
    query: z.object({ userId: idOf('user') }),
    data: blockStatusSchema,
  }),
} as const;
