import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@tradeshub/sdk';
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
