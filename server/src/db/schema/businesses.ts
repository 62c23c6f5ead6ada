import { boolean, doublePrecision, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AccountType } from '@tradeshub/sdk';
import { users } from './users.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The 24 work categories of the spec. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
});

/**
 * A tradesperson's business. Location is stored with its H3 cell so search can gather
 * candidates from a ring of cells before the exact distance check (ARCHITECTURE.md §4).
 * Rating columns are aggregates of visible reviews, kept in step by the review service.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id the owner uses to update the business (spec: PATCH business/{serviceId}). */
    serviceId: uuid('service_id').notNull().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    description: text('description'),
    accountType: text('account_type').$type<AccountType>().notNull().default('individual'),
    crn: text('crn'),
    vatNo: text('vat_no'),
    isAssessor: boolean('is_assessor').notNull().default(false),
    radiusMiles: integer('radius_miles').notNull().default(30),
    serviceAreaMiles: integer('service_area_miles').notNull().default(30),
    address1: text('address1').notNull(),
    address2: text('address2'),
    locality: text('locality').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('United Kingdom'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    h3Cell: text('h3_cell').notNull(),
    /**
     * The whole-degree square of latitude and longitude the business lies in, numbered as
     * `degreeSquareOf` in modules/business/geo.ts numbers it. Search walks each square's
     * sort index in turn (decision 0064).
     */
    degreeSquare: integer('degree_square')
      .notNull()
      .generatedAlwaysAs(sql`((floor(latitude) + 90) * 361 + floor(longitude) + 180)::integer`),
    businessRuleAccepted: boolean('business_rule_accepted').notNull().default(false),
    /** The uuid of the business's referral link ({site}/business/referral?uuid=...). */
    referralUuid: uuid('referral_uuid').notNull().defaultRandom(),
    reviewCount: integer('review_count').notNull().default(0),
    recommendationCount: integer('recommendation_count').notNull().default(0),
    ratingOverall: real('rating_overall').notNull().default(0),
    ratingPrice: real('rating_price').notNull().default(0),
    ratingPunctuality: real('rating_punctuality').notNull().default(0),
    ratingCleanliness: real('rating_cleanliness').notNull().default(0),
    ratingQuality: real('rating_quality').notNull().default(0),
    ratingFriendliness: real('rating_friendliness').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('businesses_owner_unique').on(t.ownerUserId),
    uniqueIndex('businesses_service_id_unique').on(t.serviceId),
    uniqueIndex('businesses_referral_uuid_unique').on(t.referralUuid),
    index('businesses_h3_idx').on(t.h3Cell),
    // One index per search sort, so a page is read in order instead of sorting every business.
    index('businesses_highest_rated_idx').on(t.ratingOverall.desc(), t.reviewCount.desc(), t.id),
    index('businesses_most_reviewed_idx').on(t.reviewCount.desc(), t.ratingOverall.desc(), t.id),
    index('businesses_most_recommended_idx').on(t.recommendationCount.desc(), t.ratingOverall.desc(), t.reviewCount.desc(), t.id),
    // The same orders within each degree square, for a search near a place.
    index('businesses_square_highest_rated_idx').on(t.degreeSquare, t.ratingOverall.desc(), t.reviewCount.desc(), t.id),
    index('businesses_square_most_reviewed_idx').on(t.degreeSquare, t.reviewCount.desc(), t.ratingOverall.desc(), t.id),
    index('businesses_square_most_recommended_idx').on(
      t.degreeSquare,
      t.recommendationCount.desc(),
      t.ratingOverall.desc(),
      t.reviewCount.desc(),
      t.id,
    ),
  ],
);

export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.categoryId] }), index('business_categories_category_idx').on(t.categoryId)],
);

/** A customer's saved addresses; the one at the user's address index is their local area. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    locality: text('locality').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('United Kingdom'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMiles: integer('radius_miles').notNull().default(5),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
