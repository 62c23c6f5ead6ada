import { boolean, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { users } from './users.js';

/**
 * A customer's review of a business: six rating dimensions (1-5) and text. One per
 * customer per business per contract (a null contract counts as one).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceContractId: uuid('service_contract_id'),
    categoryTitle: text('category_title'),
    text: text('text').notNull(),
    overall: smallint('overall').notNull(),
    price: smallint('price').notNull(),
    punctuality: smallint('punctuality').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    quality: smallint('quality').notNull(),
    friendliness: smallint('friendliness').notNull(),
    isVerifiedJob: boolean('is_verified_job').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    /** Hidden only by an accepted dispute; the reason is shown in its place. */
    hiddenReason: text('hidden_reason'),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_one_per_contract').on(t.businessId, t.authorUserId, t.serviceContractId).nullsNotDistinct(),
    index('reviews_business_idx').on(t.businessId, t.createdAt),
    index('reviews_author_idx').on(t.authorUserId),
  ],
);

/** Reviews a business leaves about a customer (create-user-review). */
export const userReviews = pgTable(
  'user_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceContractId: uuid('service_contract_id'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('user_reviews_one_per_contract').on(t.userId, t.businessId, t.serviceContractId).nullsNotDistinct()],
);
