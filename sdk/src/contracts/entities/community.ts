import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import {
  ACTIVITY_TYPES,
  COMMUNITY_ITEM_KINDS,
  COMMUNITY_REPORT_STATUSES,
  JOB_REQUEST_STATUSES,
  POST_TYPES,
} from '../../domain/statuses.js';
import { QUOTE_VALUE_BAND_CODES } from '../../domain/money.js';
import { DISPUTE_REASONS } from '../../domain/vocabulary.js';
import { categorySchema } from './business.js';
import { metaDataSchema } from './notification.js';
import { userSummarySchema } from './user.js';

const point = z.object({ latitude: z.number(), longitude: z.number() });

/** A photo on a post, from the attachment store; `url` downloads it. */
export const postPhotoSchema = z.object({ id, url: text(300), contentType: text(100) });
export type PostPhoto = z.infer<typeof postPhotoSchema>;

/**
 * Why an operator hid an item (one of the dispute reasons) and their note. Only the item's
 * author ever receives a hidden item; everyone else no longer sees it.
 */
export const hiddenSchema = z.object({ reason: z.enum(DISPUTE_REASONS), note: text(2000).nullable() });
export type Hidden = z.infer<typeof hiddenSchema>;

/**
 * A community post; a JOB_REQUEST post asks local tradespeople for a job. `location` is the
 * centre of the post's H3 cell (never the exact address) with `locality` its town. A deleted
 * post keeps its thread readable: `deleted` is true and its title and body are empty.
 */
export const postSchema = z.object({
  id,
  type: z.enum(POST_TYPES),
  title: text(200),
  body: text(10_000),
  author: userSummarySchema,
  category: categorySchema.nullable(),
  /** A job request's budget: a code of QUOTE_VALUE_BANDS. */
  budgetBand: z.enum(QUOTE_VALUE_BAND_CODES).nullable(),
  /** A job request's status; null for a GENERAL post. */
  status: z.enum(JOB_REQUEST_STATUSES).nullable(),
  photos: z.array(postPhotoSchema).max(6),
  location: point.nullable(),
  locality: text(100).nullable(),
  /** Miles from the place the feed was asked about (null outside a feed with a place). */
  distanceMiles: z.number().min(0).nullable(),
  upvoteCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  upvotedByMe: z.boolean(),
  deleted: z.boolean(),
  hidden: hiddenSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Post = z.infer<typeof postSchema>;

/** A comment; a deleted one keeps its place and replies with empty text ('This comment was deleted'). */
export const commentSchema = z.object({
  id,
  postId: id,
  author: userSummarySchema,
  text: text(5000),
  upvoteCount: z.number().int().min(0),
  replyCount: z.number().int().min(0),
  upvotedByMe: z.boolean(),
  deleted: z.boolean(),
  hidden: hiddenSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Comment = z.infer<typeof commentSchema>;

export const replySchema = z.object({
  id,
  commentId: id,
  postId: id,
  author: userSummarySchema,
  text: text(5000),
  upvoteCount: z.number().int().min(0),
  upvotedByMe: z.boolean(),
  deleted: z.boolean(),
  hidden: hiddenSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Reply = z.infer<typeof replySchema>;

/** The answer to toggling an upvote: whether the caller now upvotes it and the new count. */
export const upvoteSchema = z.object({ upvoted: z.boolean(), upvoteCount: z.number().int().min(0) });
export type Upvote = z.infer<typeof upvoteSchema>;

/** Activity types on the wire: the spec's four plus COMMENT, which reads 'Commented on'. */
export const ACTIVITY_ITEM_TYPES = [...ACTIVITY_TYPES, 'COMMENT'] as const;
export type ActivityItemType = (typeof ACTIVITY_ITEM_TYPES)[number];

/** One thing a user did in the community, with the post it happened on. */
export const activityItemSchema = z.object({
  id,
  type: z.enum(ACTIVITY_ITEM_TYPES),
  post: z.object({ id, type: z.enum(POST_TYPES), title: text(200), location: point.nullable() }),
  comment: z.object({ id, text: text(5000) }).nullable(),
  reply: z.object({ id, text: text(5000) }).nullable(),
  metaData: metaDataSchema,
  createdAt: isoDate,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** A report of a post, comment or reply, as its reporter sees it. */
export const communityReportSchema = z.object({
  id,
  itemKind: z.enum(COMMUNITY_ITEM_KINDS),
  itemId: id,
  postId: id,
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(COMMUNITY_REPORT_STATUSES),
  createdAt: isoDate,
});
export type CommunityReport = z.infer<typeof communityReportSchema>;

/** A report in the operators' moderation queue, with the reported item's words and author. */
export const communityReportQueueItemSchema = communityReportSchema.extend({
  reporter: userSummarySchema,
  item: z.object({ author: userSummarySchema, text: text(10_000), title: text(200).nullable(), createdAt: isoDate }),
  /** How many people reported the same item. */
  reportCount: z.number().int().min(1),
  decisionNote: text(2000).nullable(),
  decidedAt: isoDate.nullable(),
});
export type CommunityReportQueueItem = z.infer<typeof communityReportQueueItemSchema>;
