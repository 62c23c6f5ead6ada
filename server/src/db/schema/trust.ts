import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConnectionStatus, DisputeStatus, RecommendationStatus, ReviewDisputeReason } from '@tradeshub/sdk';
import { businesses, categories } from './businesses.js';
import { reviews } from './reviews.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer vouching for a business in one work category. PENDING until the business
 * accepts or rejects it. An invite the business sends to a past customer is a row with no
 * recommender yet, found by its referral code.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralCode: uuid('referral_code').notNull().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    recommenderUserId: uuid('recommender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    referredByUserId: uuid('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RecommendationStatus>().notNull().default('PENDING'),
    comment: text('comment'),
    invitedName: text('invited_name'),
    invitedEmail: text('invited_email'),
    invitedPhone: text('invited_phone'),
    inviteSentAt: at('invite_sent_at'),
    inviteCount: integer('invite_count').notNull().default(0),
    respondedAt: at('responded_at'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendations_referral_code_unique').on(t.referralCode),
    index('recommendations_business_idx').on(t.businessId, t.status),
    index('recommendations_recommender_idx').on(t.recommenderUserId),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A business's challenge to a review: PENDING -> ACCEPTED | REJECTED (an ADMIN decides), then CLOSED. */
export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReviewDisputeReason>().notNull(),
    explanation: text('explanation'),
    status: text('status').$type<DisputeStatus>().notNull().default('PENDING'),
    customerResponse: text('customer_response'),
    decisionNote: text('decision_note'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the customer whose review it is has seen the latest change. */
    seenByCustomer: boolean('seen_by_customer').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [index('review_disputes_review_idx').on(t.reviewId), index('review_disputes_status_idx').on(t.status, t.createdAt)],
);

/** A connection request between two people: PENDING -> ACCEPTED | REJECTED. One per pair. */
export const userConnections = pgTable(
  'user_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConnectionStatus>().notNull().default('PENDING'),
    /** Whether the receiver has seen the request. */
    seen: boolean('seen').notNull().default(false),
    /** A request to a business's trusted connections (counted only in business users' contact counts). */
    isTrustedConnection: boolean('is_trusted_connection').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_connections_pair_unique').on(t.senderId, t.receiverId),
    index('user_connections_receiver_idx').on(t.receiverId, t.status),
  ],
);
