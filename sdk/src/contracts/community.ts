import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { COMMUNITY_ITEM_KINDS, JOB_REQUEST_STATUSES, POST_FEED_SORTS, POST_TYPES } from '../domain/statuses.js';
import { QUOTE_VALUE_BAND_CODES } from '../domain/money.js';
import { DISPUTE_REASONS } from '../domain/vocabulary.js';
import { MAX_POST_PHOTOS } from '../domain/community.js';
import {
  activityItemSchema,
  commentSchema,
  communityReportSchema,
  postPhotoSchema,
  postSchema,
  replySchema,
  upvoteSchema,
} from './entities/community.js';
import { coordinatesSchema, idOf, optionalField, requiredField } from './entities/fields.js';

// The community hub (posts, comments, replies, upvotes, activity). The spec shows no paths;
// these follow its style under /community-service/post|comment|reply|activity/.
const post = '/community-service/post';
const comment = '/community-service/comment';
const reply = '/community-service/reply';

/** The widest circle a feed may ask about, in miles. */
export const MAX_FEED_RADIUS_MILES = 100;

const postFields = z.object({
  type: z.enum(POST_TYPES, { error: 'Choose whether this is a post or a job request' }),
  title: requiredField('a title', 200),
  body: requiredField('what you want to say', 10_000),
  /** The trade a job request needs (required for JOB_REQUEST). */
  categoryId: idOf('category').optional(),
  /** A job request's budget (required for JOB_REQUEST). */
  budgetBand: z.enum(QUOTE_VALUE_BAND_CODES, { error: 'Choose a budget from the list' }).optional(),
  /** Where it is; the server keeps only its H3 cell and town. Left out, the author's current address. */
  location: coordinatesSchema.optional(),
  /** The town of `location`, as the place search named it. */
  locality: optionalField('the town', 100),
  /** Photos uploaded with upload-photo, in the order shown. */
  photoIds: z.array(idOf('photo')).max(MAX_POST_PHOTOS, `A post can have up to ${MAX_POST_PHOTOS} photos`).optional(),
});
export const createPostBodySchema = postFields.extend({ type: postFields.shape.type.default('GENERAL') });
export type CreatePostBody = z.input<typeof createPostBodySchema>;
export const editPostBodySchema = postFields
  .omit({ type: true })
  .partial()
  .extend({ status: z.enum(JOB_REQUEST_STATUSES, { error: 'Choose OPEN or CLOSED' }).optional() });
export type EditPostBody = z.input<typeof editPostBodySchema>;

const queryNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Expected ${name} as a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** The local feed: posts within `radiusMiles` of a place, by default the caller's current address and its radius. */
export const postFeedQuerySchema = pageQuery.extend({
  type: z.enum(POST_TYPES, { error: 'Ask for type GENERAL or JOB_REQUEST' }).optional(),
  sort: z.enum(POST_FEED_SORTS, { error: 'Sort by NEWEST or TOP' }).default('NEWEST'),
  latitude: queryNumber('Latitude', -90, 90).optional(),
  longitude: queryNumber('Longitude', -180, 180).optional(),
  radiusMiles: queryNumber('The radius in miles', 1, MAX_FEED_RADIUS_MILES).optional(),
  categoryId: idOf('category').optional(),
  /** Only this person's posts (their profile); hidden ones only when it is the caller. */
  authorId: idOf('author').optional(),
});
export type PostFeedQuery = z.input<typeof postFeedQuerySchema>;

/** Find a Job: open job requests first, then closed, inside the caller's business's service area and trades. */
export const jobRequestFeedQuerySchema = pageQuery.extend({
  /** One of the business's trades; left out, all of them. */
  categoryId: idOf('category').optional(),
  /** Nearer than the service area; left out, the whole service area. */
  radiusMiles: queryNumber('The radius in miles', 1, MAX_FEED_RADIUS_MILES).optional(),
});
export type JobRequestFeedQuery = z.input<typeof jobRequestFeedQuerySchema>;

/** A report of a post, comment or reply with one of the six dispute reasons. */
export const reportCommunityItemBodySchema = z.object({
  itemKind: z.enum(COMMUNITY_ITEM_KINDS, { error: 'Say whether you report a POST, COMMENT or REPLY' }),
  itemId: idOf('reported item'),
  reason: z.enum(DISPUTE_REASONS, { error: 'Choose a reason from the list' }),
});
export type ReportCommunityItemBody = z.input<typeof reportCommunityItemBodySchema>;

const writing = z.object({ text: requiredField('your comment', 5000) });
const replyWriting = z.object({ text: requiredField('your reply', 5000) });

export const communityContracts = {
  getPosts: defineContract({
    method: 'GET',
    path: `${post}/get-all-posts`,
    access: 'private',
    summary: "Lists community posts near a place (the caller's local area by default), newest or most upvoted first.",
    query: postFeedQuerySchema,
    data: page(postSchema),
  }),
  getJobRequests: defineContract({
    method: 'GET',
    path: `${post}/get-job-requests`,
    access: 'private',
    summary: "Find a Job: job requests inside the caller's business's service area and trades, open ones first, newest first.",
    query: jobRequestFeedQuerySchema,
    data: page(postSchema),
    errors: ['BUSINESS_REQUIRED'],
  }),
  getPost: defineContract({
    method: 'GET',
    path: `${post}/get-post-by-id/:id`,
    access: 'private',
    summary: 'Returns one community post.',
    params: idParams,
    data: postSchema,
  }),
  createPost: defineContract({
    method: 'POST',
    path: `${post}/create-post`,
    access: 'private',
    summary: 'Publishes a post or a job request in the community hub.',
    body: createPostBodySchema,
    data: postSchema,
    errors: ['COMMUNITY_RULES_NOT_ACCEPTED'],
  }),
  editPost: defineContract({
    method: 'PATCH',
    path: `${post}/edit-post/:id`,
    access: 'private',
    summary: "Changes one of the caller's posts; only the fields sent change.",
    params: idParams,
    body: editPostBodySchema,
    data: postSchema,
  }),
  deletePost: defineContract({
    method: 'DELETE',
    path: `${post}/delete-post/:id`,
    access: 'private',
    summary: "Deletes one of the caller's posts; its comments and replies stay readable on its page.",
    params: idParams,
    data: emptyData,
  }),
  togglePostUpvote: defineContract({
    method: 'POST',
    path: `${post}/toggle-post-upvote/:id`,
    access: 'private',
    summary: 'Upvotes a post, or takes the upvote back if the caller already gave one.',
    params: idParams,
    data: upvoteSchema,
  }),
  getComments: defineContract({
    method: 'GET',
    path: `${comment}/get-all-comments`,
    access: 'private',
    summary: 'Lists the comments on a post, oldest first.',
    query: pageQuery.extend({ postId: idOf('post') }),
    data: page(commentSchema),
  }),
  getComment: defineContract({
    method: 'GET',
    path: `${comment}/get-comment-by-id/:id`,
    access: 'private',
    summary: 'Returns one comment.',
    params: idParams,
    data: commentSchema,
  }),
  createComment: defineContract({
    method: 'POST',
    path: `${comment}/create-comment`,
    access: 'private',
    summary: 'Comments on a post.',
    body: writing.extend({ postId: idOf('post') }),
    data: commentSchema,
    errors: ['COMMUNITY_RULES_NOT_ACCEPTED', 'FORBIDDEN'],
  }),
  editComment: defineContract({
    method: 'PATCH',
    path: `${comment}/edit-comment/:id`,
    access: 'private',
    summary: "Changes the text of one of the caller's comments.",
    params: idParams,
    body: writing,
    data: commentSchema,
  }),
  deleteComment: defineContract({
    method: 'DELETE',
    path: `${comment}/delete-comment/:id`,
    access: 'private',
    summary: "Deletes one of the caller's comments; it reads 'This comment was deleted' and its replies stay.",
    params: idParams,
    data: emptyData,
  }),
  toggleCommentUpvote: defineContract({
    method: 'POST',
    path: `${comment}/toggle-comment-upvote/:id`,
    access: 'private',
    summary: 'Upvotes a comment, or takes the upvote back if the caller already gave one.',
    params: idParams,
    data: upvoteSchema,
  }),
  getReplies: defineContract({
    method: 'GET',
    path: `${reply}/get-all-replies`,
    access: 'private',
    summary: 'Lists the replies to a comment, oldest first.',
    query: pageQuery.extend({ commentId: idOf('comment') }),
    data: page(replySchema),
  }),
  getReply: defineContract({
    method: 'GET',
    path: `${reply}/get-reply-by-id/:id`,
    access: 'private',
    summary: 'Returns one reply.',
    params: idParams,
    data: replySchema,
  }),
  createReply: defineContract({
    method: 'POST',
    path: `${reply}/create-reply`,
    access: 'private',
    summary: 'Replies to a comment.',
    body: replyWriting.extend({ commentId: idOf('comment') }),
    data: replySchema,
    errors: ['COMMUNITY_RULES_NOT_ACCEPTED', 'FORBIDDEN'],
  }),
  editReply: defineContract({
    method: 'PATCH',
    path: `${reply}/edit-reply/:id`,
    access: 'private',
    summary: "Changes the text of one of the caller's replies.",
    params: idParams,
    body: replyWriting,
    data: replySchema,
  }),
  deleteReply: defineContract({
    method: 'DELETE',
    path: `${reply}/delete-reply/:id`,
    access: 'private',
    summary: "Deletes one of the caller's replies.",
    params: idParams,
    data: emptyData,
  }),
  toggleReplyUpvote: defineContract({
    method: 'POST',
    path: `${reply}/toggle-reply-upvote/:id`,
    access: 'private',
    summary: 'Upvotes a reply, or takes the upvote back if the caller already gave one.',
    params: idParams,
    data: upvoteSchema,
  }),
  getActivity: defineContract({
    method: 'GET',
    path: '/community-service/activity/get-all-user-activities',
    access: 'private',
    summary: "Lists what a user did in the community, newest first; the caller's own when userId is left out.",
    query: pageQuery.extend({ userId: idOf('user').optional() }),
    data: page(activityItemSchema),
  }),
  reportItem: defineContract({
    method: 'POST',
    path: '/community-service/report/create-report',
    access: 'private',
    summary: 'Reports a post, comment or reply to the moderators with one of the dispute reasons; reporting it again changes nothing.',
    body: reportCommunityItemBodySchema,
    data: communityReportSchema,
  }),
} as const;


/**
 * Post photos travel outside the JSON client, as chat attachments do: the upload is a
 * multipart form with one image (the chat's image types and size limit), answering the
 * usual `{ data, message }` with the photo; its id goes in createPost's or editPost's photoIds.
 */
export const communityPhotoContracts = {
  uploadPhoto: defineContract({
    method: 'POST',
    path: `${post}/upload-photo`,
    access: 'private',
    summary: 'Uploads one photo (multipart field file: JPEG, PNG, WebP or GIF) for a post to carry.',
    data: postPhotoSchema,
  }),
  downloadPhoto: defineContract({
    method: 'GET',
    path: `${post}/photo/:id`,
    access: 'private',
    summary: "Answers a post photo's bytes to anyone who can see the post, and to its uploader.",
    params: idParams,
    data: z.unknown(),
  }),
} as const;
