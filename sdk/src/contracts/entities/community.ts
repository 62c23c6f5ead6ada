import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { ACTIVITY_TYPES, POST_TYPES } from '../../domain/statuses.js';
import { categorySchema } from './business.js';
import { metaDataSchema } from './notification.js';
import { userSummarySchema } from './user.js';

const point = z.object({ latitude: z.number(), longitude: z.number() });

/** A community post; a JOB_REQUEST post asks local tradespeople for a job. */
export const postSchema = z.object({
  id,
  type: z.enum(POST_TYPES),
  title: text(200),
  body: text(10_000),
  author: userSummarySchema,
  category: categorySchema.nullable(),
  location: point.nullable(),
  locality: text(100).nullable(),
  upvoteCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  upvotedByMe: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Post = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  id,
  postId: id,
  author: userSummarySchema,
  text: text(5000),
  upvoteCount: z.number().int().min(0),
  replyCount: z.number().int().min(0),
  upvotedByMe: z.boolean(),
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
