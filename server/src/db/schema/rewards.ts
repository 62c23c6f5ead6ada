import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RewardEntryKind } from '@tradeshub/sdk';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The rewards ledger (ARCHITECTURE.md section 12): one row per amount earned or spent, in
 * pence, never edited (a trigger refuses updates). A user's balance is the sum of their rows.
 * `sourceId` is what the entry is for (the recommendation, the referred business, the payment)
 * and carries no foreign key, so an entry outlives what it was for; each source pays once.
 * An entry earned while its owner had a finished job to review is held: `pausedForWorkId`
 * names that job, and a row in reward_releases (written when they review) releases it.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardEntryKind>().notNull(),
    /** Positive when earned, negative when spent. */
    amountPence: integer('amount_pence').notNull(),
    /** Why it was earned or spent, in the words the person reads on /referral. */
    reason: text('reason').notNull(),
    sourceId: uuid('source_id').notNull(),
    pausedForWorkId: uuid('paused_for_work_id'),
    createdAt: at('created_at').notNull().default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    uniqueIndex('reward_entries_once_per_source').on(t.kind, t.sourceId),
    index('reward_entries_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('reward_entries_sign', sql`(${t.kind} = 'SPENT' and ${t.amountPence} < 0) or (${t.kind} <> 'SPENT' and ${t.amountPence} > 0)`),
  ],
);

/** The release of a held reward entry, written when its owner has no finished job left unreviewed. */
export const rewardReleases = pgTable('reward_releases', {
  entryId: uuid('entry_id')
    .primaryKey()
    .references(() => rewardEntries.id, { onDelete: 'cascade' }),
  /** The review whose writing released it, when one did. */
  reviewId: uuid('review_id'),
  releasedAt: at('released_at').notNull().defaultNow(),
});
