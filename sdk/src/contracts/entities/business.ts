import { z } from 'zod';
import { id, isoDate, pageQuery, text } from '../common.js';
import { DEFAULT_RADIUS, DEFAULT_RANGE, DEFAULT_SERVICE_AREA } from '../../domain/constants.js';
import { DEFAULT_DISTANCE_FILTER, DEFAULT_SEARCH_SORT, SEARCH_SORT_OPTIONS } from '../../domain/form-defaults.js';
import { ACCOUNT_TYPES } from '../../domain/statuses.js';
import { CATEGORIES } from '../../domain/vocabulary.js';
import {
  emailField,
  idOf,
  latitudeField,
  longitudeField,
  optionalField,
  pictureUrlField,
  ratingSummarySchema,
  requiredField,
  ukPhoneField,
} from './fields.js';
import { addressInputSchema } from './user.js';

/** A work category: one of the product's 24 titles with its stored id. */
export const categorySchema = z.object({
  id: idOf('category'),
  title: z.enum(CATEGORIES, { error: 'Choose a category from the list' }),
});
export type Category = z.infer<typeof categorySchema>;

const miles = (name: string) =>
  z
    .number({ error: `Enter the ${name} in miles` })
    .int(`Enter the ${name} as a whole number of miles`)
    .min(1, `The ${name} must be between 1 and 100 miles`)
    .max(100, `The ${name} must be between 1 and 100 miles`);

// Fields of the business form (spec section 3) without defaults, so an update can send
// only what changed without defaults overwriting stored values.
const businessFields = z.object({
  workCategories: z
    .array(categorySchema, { error: 'Choose at least one work category' })
    .min(1, 'Choose at least one work category')
    .max(CATEGORIES.length, `Choose at most ${CATEGORIES.length} work categories`),
  name: requiredField('your business name', 120),
  email: emailField('the business email address'),
  businessPhoneNumber: ukPhoneField('the business phone number'),
  radius: miles('service radius'),
  serviceArea: miles('service area'),
  crn: z
    .string()
    .trim()
    .toUpperCase()
    .max(8, { error: 'Company registration number must be 8 characters', abort: true })
    .regex(/^(?:[A-Z]{2}\d{6}|\d{8})?$/, 'Enter an 8-character company registration number, like 12345678 or SC123456')
    .optional(),
  vatNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(17, { error: 'VAT number must be 17 characters or fewer', abort: true })
    .regex(/^(?:(?:GB)?\s?\d(?:\s?\d){8}(?:(?:\s?\d){3})?)?$/, 'Enter a valid VAT number, like GB123456789')
    .optional(),
  location: addressInputSchema,
  isAssessor: z.boolean(),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose whether you trade as an individual or a company' }),
});

/** Registering a business (POST business/register): the spec's business form state. */
export const businessRegisterBodySchema = businessFields
  .extend({
    radius: miles('service radius').default(DEFAULT_RADIUS),
    serviceArea: miles('service area').default(DEFAULT_SERVICE_AREA),
    isAssessor: z.boolean().default(false),
    accountType: businessFields.shape.accountType.default('individual'),
  })
  .refine((form) => form.accountType !== 'company' || Boolean(form.crn), {
    message: 'Enter your company registration number',
    path: ['crn'],
  });
export type BusinessRegisterBody = z.input<typeof businessRegisterBodySchema>;

/** Changing a business (PATCH business/:serviceId): any subset of the form's fields. */
export const businessUpdateBodySchema = businessFields.partial().extend({
  description: optionalField('the business description', 2000),
  profileImageUrl: pictureUrlField.nullable().optional(),
});
export type BusinessUpdateBody = z.input<typeof businessUpdateBodySchema>;

export const businessLocationSchema = z.object({
  address1: text(100),
  address2: text(100).nullable(),
  locality: text(100),
  postcode: text(10),
  country: text(60),
  latitude: z.number(),
  longitude: z.number(),
});
export type BusinessLocation = z.infer<typeof businessLocationSchema>;

/**
 * What anyone may see of a business: no email, phone or address lines. `referralUuid` is
 * public on purpose: it is the uuid of the business's own referral link, made to be shared.
 */
export const publicBusinessSchema = z.object({
  id,
  ownerId: id,
  referralUuid: id,
  name: text(120),
  accountType: z.enum(ACCOUNT_TYPES),
  isAssessor: z.boolean(),
  categories: z.array(categorySchema),
  locality: text(100),
  radius: z.number().int(),
  serviceArea: z.number().int(),
  description: text(2000).nullable(),
  profileImageUrl: pictureUrlField.nullable(),
  rating: ratingSummarySchema,
  recommendationCount: z.number().int().min(0),
  createdAt: isoDate,
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** A business as a signed-in caller sees it. `serviceId` is the id PATCH business/:serviceId takes. */
export const businessSchema = publicBusinessSchema.extend({
  serviceId: id,
  email: text(254),
  businessPhoneNumber: text(20),
  crn: text(8).nullable(),
  vatNo: text(17).nullable(),
  location: businessLocationSchema,
  ruleAccepted: z.boolean(),
});
export type Business = z.infer<typeof businessSchema>;

export { isOwnBusinessView } from '../../domain/business-views.js';

/** A search hit: the public business and how far it is from the searched place. */
export const businessSearchResultSchema = publicBusinessSchema.extend({
  distanceMiles: z.number().min(0).nullable(),
});
export type BusinessSearchResult = z.infer<typeof businessSearchResultSchema>;

const ratingBound = z
  .number({ error: 'Rating filters take numbers from 0 to 5' })
  .min(0, 'Rating filters take numbers from 0 to 5')
  .max(5, 'Rating filters take numbers from 0 to 5');
/** A [from, to] rating slider; [0, 0] means "any rating". */
const ratingRange = z.tuple([ratingBound, ratingBound]).default([0, 0]);
const distanceBound = z
  .number({ error: 'Distance filters take miles from 0 to 100' })
  .min(0, 'Distance filters take miles from 0 to 100')
  .max(100, 'Distance filters take miles from 0 to 100');

// Where to search from: a point, a place name the server geocodes, or neither (anywhere).
const searchPlace = {
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
  place: optionalField('the town or postcode', 100),
};
const bothOrNeither = (where: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (where.latitude === undefined) === (where.longitude === undefined);
const bothOrNeitherMessage = { message: 'Send both latitude and longitude, or neither', path: ['latitude'] };

/** POST business/search: the spec's search filter, a place and a page. */
export const businessSearchBodySchema = z
  .object({
    overall: ratingRange,
    price: ratingRange,
    distance: z.tuple([distanceBound, distanceBound]).default([...DEFAULT_DISTANCE_FILTER]),
    cleanliness: ratingBound.default(0),
    friendliness: ratingBound.default(0),
    quality: ratingBound.default(0),
    punctuality: ratingBound.default(0),
    sort: z.enum(SEARCH_SORT_OPTIONS, { error: 'Choose a sort order from the list' }).default(DEFAULT_SEARCH_SORT),
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list' }).optional(),
    selectedRange: distanceBound.default(DEFAULT_RANGE),
    ...searchPlace,
    ...pageQuery.shape,
  })
  .refine(bothOrNeither, bothOrNeitherMessage);
export type BusinessSearchBody = z.input<typeof businessSearchBodySchema>;

/** POST business/search-business-by-category: one category near a place. */
export const businessCategorySearchBodySchema = z
  .object({
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list' }),
    ...searchPlace,
    ...pageQuery.shape,
  })
  .refine(bothOrNeither, bothOrNeitherMessage);
export type BusinessCategorySearchBody = z.input<typeof businessCategorySearchBodySchema>;
