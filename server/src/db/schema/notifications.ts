import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationTopic, NotificationType } from '@tradeshub/sdk';
import { users } from './users.js';

/** What happened that a person should hear about (spec section 3 notification types). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: text('action_type').$type<NotificationType>().notNull(),
    message: text('message').notNull(),
    triggeredByUserId: uuid('triggered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    isForTradeperson: boolean('is_for_tradeperson').notNull().default(false),
    isForBusiness: boolean('is_for_business').notNull().default(false),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_unread_idx').on(t.userId, t.read)],
);

/** A person's choice of copies for one topic; a topic without a row keeps the sdk's defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/**
 * An email or text copy of a notification waiting to go out. It is written in the same
 * transaction as the notification, so a copy exists exactly when its notification does, and
 * the dispatcher sends it after commit (a rolled-back change sends nothing).
 */
export const notificationCopies = pgTable(
  'notification_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SKIPPED'] }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a dispatcher took it; a SENDING copy claimed long ago belonged to a process that died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notification_copies_queued_idx').on(t.createdAt).where(sql`${t.status} = 'QUEUED'`)],
);
