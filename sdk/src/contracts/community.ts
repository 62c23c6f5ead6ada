import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { POST_TYPES } from '../domain/statuses.js';
import { activityItemSchema, commentSchema, postSchema, replySchema, upvoteSchema } from './entities/community.js';
import { coordinatesSchema, idOf, requiredField } from './entities/fields.js';

// The community hub (posts, comments, replies, upvotes, activity). The spec shows no paths;
// these follow its style under /community-service/post|comment|reply|activity/.
const post = '/community-service/post';
const comment = '/community-service/comment';
const reply = '/community-service/reply';

const postFields = z.object({
  type: z.enum(POST_TYPES, { error: 'Choose whether this is a post or a job request' }),
  title: requiredField('a title', 200),
  body: requiredField('what you want to say', 10_000),
  categoryId: idOf('category').optional(),
  location: coordinatesSchema.optional(),
});
export const createPostBodySchema = postFields.extend({ type: postFields.shape.type.default('GENERAL') });
export type CreatePostBody = z.input<typeof createPostBodySchema>;
export const editPostBodySchema = postFields.partial();
export type EditPostBody = z.input<typeof editPostBodySchema>;

const writing = z.object({ text: requiredField('your comment', 5000) });
const replyWriting = z.object({ text: requiredField('your reply', 5000) });

export const communityContracts = {
  getPosts: defineContract({
    method: 'GET',
    path: `${post}/get-all-posts`,
    access: 'private',
    summary: 'Lists community posts, newest first, optionally only one type.',
    query: pageQuery.extend({ type: z.enum(POST_TYPES, { error: 'Ask for type GENERAL or JOB_REQUEST' }).optional() }),
    data: page(postSchema),
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
    summary: "Deletes one of the caller's posts with its comments and replies.",
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
    summary: "Deletes one of the caller's comments with its replies.",
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
} as const;
