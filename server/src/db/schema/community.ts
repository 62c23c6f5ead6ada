import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ActivityItemType,
  CommunityItemKind,
  CommunityReportStatus,
  JobRequestStatus,
  PostType,
  QuoteValueBandCode,
  ReviewDisputeReason,
} from '@tradeshub/sdk';
import { categories } from './businesses.js';
import { users } from './users.js';

// The community hub (ARCHITECTURE.md §11). A post's place is its H3 cell, that cell's
// centre and a town name: the exact address it was posted from is never stored. Items are
// deleted softly (deletedAt) so a thread stays readable; an operator hides one by setting
// hiddenReason. Counts are columns kept in step in the transaction that changes them.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const author = () =>
  uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const moderation = {
  hiddenReason: text('hidden_reason').$type<ReviewDisputeReason>(),
  hiddenNote: text('hidden_note'),
  deletedAt: at('deleted_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: author(),
    type: text('type').$type<PostType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    budgetBand: text('budget_band').$type<QuoteValueBandCode>(),
    status: text('status').$type<JobRequestStatus>(),
    /** H3 cell at the resolution business search uses; latitude/longitude are its centre. */
    h3Cell: text('h3_cell'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locality: text('locality'),
    upvoteCount: integer('upvote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    ...moderation,
  },
  (t) => [
    // The local feed: candidates by cell, newest first.
    index('community_posts_cell_created_idx').on(t.h3Cell, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('community_posts_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('community_posts_author_idx').on(t.authorId, t.createdAt.desc()),
    index('community_posts_category_idx').on(t.categoryId),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: author(),
    text: text('text').notNull(),
    upvoteCount: integer('upvote_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    ...moderation,
  },
  (t) => [index('community_comments_post_idx').on(t.postId, t.createdAt, t.id), index('community_comments_author_idx').on(t.authorId)],
);

export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: author(),
    text: text('text').notNull(),
    upvoteCount: integer('upvote_count').notNull().default(0),
    ...moderation,
  },
  (t) => [index('community_replies_comment_idx').on(t.commentId, t.createdAt, t.id), index('community_replies_author_idx').on(t.authorId)],
);

/** One upvote per person per item; the item's upvoteCount moves in the same transaction. */
export const communityUpvotes = pgTable(
  'community_upvotes',
  {
    itemKind: text('item_kind').$type<CommunityItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.userId] }), index('community_upvotes_user_idx').on(t.userId)],
);

/** What a person did in the community, for their activity list; an upvote taken back removes its row. */
export const communityActivities = pgTable(
  'community_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityItemType>().notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => communityReplies.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('community_activities_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** A photo uploaded for a post; postId is set when the post that carries it is saved. */
export const communityPostPhotos = pgTable(
  'community_post_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_post_photos_storage_key_unique').on(t.storageKey),
    index('community_post_photos_post_idx').on(t.postId, t.position),
    index('community_post_photos_uploader_idx').on(t.uploaderId, t.postId),
  ],
);

/** One person's report of one item; an operator's decision settles every report of the item. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind').$type<CommunityItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReviewDisputeReason>().notNull(),
    status: text('status').$type<CommunityReportStatus>().notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_reports_reporter_item_unique').on(t.reporterId, t.itemKind, t.itemId),
    index('community_reports_item_idx').on(t.itemKind, t.itemId),
    index('community_reports_queue_idx').on(t.status, t.createdAt),
  ],
);
