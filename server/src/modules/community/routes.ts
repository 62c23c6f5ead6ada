import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { listActivity } from './activity.js';
import { createComment, createReply, deleteComment, deleteReply, editComment, editReply, listComments, listReplies, readComment, readReply } from './comments.js';
import { jobRequestFeed, localFeed } from './feeds.js';
import { createPost, deletePost, editPost, readPost } from './posts.js';
import { reportItem } from './reports.js';
import { toggleUpvote } from './upvotes.js';

/** The community hub and Find a Job (/community-service/post|comment|reply|activity|report). */
export function communityHandlers({ db }: AppContext) {
  return {
    getPosts: async ({ viewer, query }) => localFeed(db, viewer.userId, query),
    getJobRequests: async ({ viewer, query }) => jobRequestFeed(db, viewer.userId, query),
    getPost: async ({ viewer, params }) => readPost(db, viewer.userId, params.id),
    createPost: async ({ viewer, body }) => {
      const post = await createPost(db, viewer.userId, body);
      return withMessage(post, post.type === 'JOB_REQUEST' ? 'Your job request is live. Local tradespeople can now see it.' : 'Your post is live.', 201);
    },
    editPost: async ({ viewer, params, body }) => withMessage(await editPost(db, viewer.userId, params.id, body), 'Your post has been updated.'),
    deletePost: async ({ viewer, params }) => {
      await deletePost(db, viewer.userId, params.id);
      return withMessage(null, 'Your post has been deleted.');
    },
    togglePostUpvote: async ({ viewer, params }) => toggleUpvote(db, viewer.userId, 'POST', params.id),
    getComments: async ({ viewer, query }) => listComments(db, viewer.userId, query.postId, query),
    getComment: async ({ viewer, params }) => readComment(db, viewer.userId, params.id),
    createComment: async ({ viewer, body }) => withMessage(await createComment(db, viewer.userId, body), 'Your comment is posted.', 201),
    editComment: async ({ viewer, params, body }) => withMessage(await editComment(db, viewer.userId, params.id, body.text), 'Your comment has been updated.'),
    deleteComment: async ({ viewer, params }) => {
      await deleteComment(db, viewer.userId, params.id);
      return withMessage(null, 'Your comment has been deleted.');
    },
    toggleCommentUpvote: async ({ viewer, params }) => toggleUpvote(db, viewer.userId, 'COMMENT', params.id),
    getReplies: async ({ viewer, query }) => listReplies(db, viewer.userId, query.commentId, query),
    getReply: async ({ viewer, params }) => readReply(db, viewer.userId, params.id),
    createReply: async ({ viewer, body }) => withMessage(await createReply(db, viewer.userId, body), 'Your reply is posted.', 201),
    editReply: async ({ viewer, params, body }) => withMessage(await editReply(db, viewer.userId, params.id, body.text), 'Your reply has been updated.'),
    deleteReply: async ({ viewer, params }) => {
      await deleteReply(db, viewer.userId, params.id);
      return withMessage(null, 'Your reply has been deleted.');
    },
    toggleReplyUpvote: async ({ viewer, params }) => toggleUpvote(db, viewer.userId, 'REPLY', params.id),
    getActivity: async ({ viewer, query }) => listActivity(db, viewer.userId, query.userId ?? viewer.userId, query),
    reportItem: async ({ viewer, body }) =>
      withMessage(await reportItem(db, viewer.userId, body), 'Thank you. Our moderators will look at it and decide whether it stays.', 201),
  } satisfies GroupHandlers<'community'>;
}
