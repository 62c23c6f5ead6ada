import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { DEFAULT_RANGE } from '../../domain/constants.js';
import { ROLES } from '../../domain/statuses.js';
import {
  averageScore,
  latitudeField,
  longitudeField,
  optionalField,
  pictureUrlField,
  requiredField,
  ukPostcodeField,
} from './fields.js';

/** Who someone is, as shown beside their posts, messages and reviews: never contact details. */
export const userSummarySchema = z.object({
  id,
  firstName: text(50),
  lastName: text(50),
  profileImageUrl: pictureUrlField.nullable(),
  role: z.enum(ROLES),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The business a user owns, as the session needs it (spec: Business id, BusinessAddress.locality). */
export const businessRefSchema = z.object({ id, name: text(120), locality: text(100) });
export type BusinessRef = z.infer<typeof businessRefSchema>;

/** A postal address as a person enters it; also a business's location. */
export const addressInputSchema = z.object({
  address1: requiredField('the first line of the address', 100),
  address2: optionalField('the second line of the address', 100),
  locality: requiredField('the town or city', 100),
  postcode: ukPostcodeField,
  /** The server fills in United Kingdom when none is sent. */
  country: optionalField('the country', 60),
  latitude: latitudeField,
  longitude: longitudeField,
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A customer's saved address and the radius of their local area around it. */
export const userAddressInputSchema = addressInputSchema.extend({
  radiusMiles: z
    .number({ error: 'Choose how many miles around this address count as your local area' })
    .int('The local area is a whole number of miles')
    .min(1, 'The local area is between 1 and 100 miles')
    .max(100, 'The local area is between 1 and 100 miles')
    .default(DEFAULT_RANGE),
});
export type UserAddressInput = z.input<typeof userAddressInputSchema>;

export const addressSchema = z.object({
  id,
  address1: text(100),
  address2: text(100).nullable(),
  locality: text(100),
  postcode: text(10),
  country: text(60),
  latitude: z.number(),
  longitude: z.number(),
  radiusMiles: z.number().int().min(1).max(100),
  createdAt: isoDate,
});
export type Address = z.infer<typeof addressSchema>;

/** A customer's rating from the businesses that reviewed them. */
export const userRatingSchema = z.object({ average: averageScore, count: z.number().int().min(0) });
export type UserRating = z.infer<typeof userRatingSchema>;

/** A profile anyone may see: no email, phone or address lines. */
export const publicUserProfileSchema = userSummarySchema.extend({
  bio: text(1000).nullable(),
  locality: text(100).nullable(),
  business: businessRefSchema.nullable(),
  rating: userRatingSchema,
  memberSince: isoDate,
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;

/**
 * A profile as a signed-in caller sees it. The contact details, addresses and account flags
 * are present only when the profile is the caller's own.
 */
export const userProfileSchema = publicUserProfileSchema.extend({
  emailAddress: text(254).optional(),
  phoneNumber: text(20).optional(),
  addresses: z.array(addressSchema).optional(),
  communityRuleAccepted: z.boolean().optional(),
  isBoarded: z.boolean().optional(),
  hasSwitched: z.boolean().optional(),
  addressIndex: z.number().int().min(0).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The signed-in user as the session keeps it (spec section 3 "User info"). */
export const sessionUserSchema = userSummarySchema.extend({
  emailAddress: text(254),
  emailVerified: z.boolean(),
  business: businessRefSchema.nullable(),
  addressIndex: z.number().int().min(0),
  isBoarded: z.boolean(),
  hasSwitched: z.boolean(),
  communityRuleAccepted: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What sign-in answers: the bearer token, when it lapses, and who it belongs to. */
export const authSessionSchema = z.object({
  token: text(2048),
  expiresAt: isoDate,
  user: sessionUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;
