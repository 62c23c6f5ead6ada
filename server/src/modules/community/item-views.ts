import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kmToMiles, type Category, type Comment, type Hidden, type Post, type PostPhoto, type Reply } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { categories, communityComments, communityPostPhotos, communityPosts, communityReplies, communityUpvotes, users } from '../../db/schema/index.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';

// How posts, comments and replies are read and shown. A hidden item is seen by its author
// alone (with the reason); a deleted one keeps its place with its words removed.

export type PostRow = typeof communityPosts.$inferSelect;
export type CommentRow = typeof communityComments.$inferSelect;
export type ReplyRow = typeof communityReplies.$inferSelect;

/** The path a photo downloads from. */
export const postPhotoUrl = (photoId: string) => `/community-service/post/photo/${photoId}`;

/** Visible to the viewer: not hidden, or hidden but theirs. */
export function visibleTo(viewerId: string, table: { hiddenReason: AnyPgColumn; authorId: AnyPgColumn }): SQL {
  return or(isNull(table.hiddenReason), eq(table.authorId, viewerId))!;
}

const upvotedBy = (viewerId: string, kind: 'POST' | 'COMMENT' | 'REPLY', itemId: SQL | typeof communityPosts.id) =>
  sql<boolean>`exists (select 1 from ${communityUpvotes} where ${communityUpvotes.itemKind} = ${kind}
    and ${communityUpvotes.itemId} = ${itemId} and ${communityUpvotes.userId} = ${viewerId})`;

const qualifiedPostId = sql`${sql.identifier('community_posts')}.${sql.identifier('id')}`;

/** The columns of a post as shown; `distanceKm` is added by feeds that have a place. */
export function postColumns(viewerId: string) {
  return {
    post: communityPosts,
    author: userSummaryColumns,
    categoryTitle: categories.title,
    upvotedByMe: upvotedBy(viewerId, 'POST', qualifiedPostId),
    photos: sql<PostPhoto[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'contentType', p.content_type) order by p.position), '[]'::json)
      from ${communityPostPhotos} p where p.post_id = ${qualifiedPostId})`,
  };
}

/** Posts with their author and category, ready for postColumns. */
export function selectPosts(db: Queryable, viewerId: string) {
  return db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(categories, eq(categories.id, communityPosts.categoryId));
}

export interface PostView {
  post: PostRow;
  author: Parameters<typeof toUserSummary>[0];
  categoryTitle: string | null;
  upvotedByMe: boolean;
  photos: { id: string; contentType: string }[];
  distanceKm?: number | null;
}

function hiddenOf(row: { hiddenReason: Hidden['reason'] | null; hiddenNote: string | null }): Hidden | null {
  return row.hiddenReason ? { reason: row.hiddenReason, note: row.hiddenNote } : null;
}

export function toPost(view: PostView): Post {
  const { post } = view;
  const deleted = post.deletedAt !== null;
  const category = post.categoryId && view.categoryTitle ? ({ id: post.categoryId, title: view.categoryTitle } as Category) : null;
  return {
    id: post.id,
    type: post.type,
    title: deleted ? '' : post.title,
    body: deleted ? '' : post.body,
    author: toUserSummary(view.author),
    category,
    budgetBand: post.budgetBand,
    status: post.status,
    photos: deleted ? [] : view.photos.map((p) => ({ id: p.id, contentType: p.contentType, url: postPhotoUrl(p.id) })),
    location: post.latitude !== null && post.longitude !== null ? { latitude: post.latitude, longitude: post.longitude } : null,
    locality: post.locality,
    distanceMiles: view.distanceKm === undefined || view.distanceKm === null ? null : Math.round(kmToMiles(view.distanceKm) * 10) / 10,
    upvoteCount: post.upvoteCount,
    commentCount: post.commentCount,
    upvotedByMe: view.upvotedByMe,
    deleted,
    hidden: hiddenOf(post),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

const qualifiedCommentId = sql`${sql.identifier('community_comments')}.${sql.identifier('id')}`;
const qualifiedReplyId = sql`${sql.identifier('community_replies')}.${sql.identifier('id')}`;

export function selectComments(db: Queryable, viewerId: string) {
  return db
    .select({ comment: communityComments, author: userSummaryColumns, upvotedByMe: upvotedBy(viewerId, 'COMMENT', qualifiedCommentId) })
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.authorId));
}

export function selectReplies(db: Queryable, viewerId: string) {
  return db
    .select({ reply: communityReplies, author: userSummaryColumns, upvotedByMe: upvotedBy(viewerId, 'REPLY', qualifiedReplyId) })
    .from(communityReplies)
    .innerJoin(users, eq(users.id, communityReplies.authorId));
}

type Summary = Parameters<typeof toUserSummary>[0];

export function toComment({ comment, author, upvotedByMe }: { comment: CommentRow; author: Summary; upvotedByMe: boolean }): Comment {
  const deleted = comment.deletedAt !== null;
  return {
    id: comment.id,
    postId: comment.postId,
    author: toUserSummary(author),
    text: deleted ? '' : comment.text,
    upvoteCount: comment.upvoteCount,
    replyCount: comment.replyCount,
    upvotedByMe,
    deleted,
    hidden: hiddenOf(comment),
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

export function toReply({ reply, author, upvotedByMe }: { reply: ReplyRow; author: Summary; upvotedByMe: boolean }): Reply {
  const deleted = reply.deletedAt !== null;
  return {
    id: reply.id,
    commentId: reply.commentId,
    postId: reply.postId,
    author: toUserSummary(author),
    text: deleted ? '' : reply.text,
    upvoteCount: reply.upvoteCount,
    upvotedByMe,
    deleted,
    hidden: hiddenOf(reply),
    createdAt: reply.createdAt.toISOString(),
    updatedAt: reply.updatedAt.toISOString(),
  };
}

/** One post the viewer may see (hidden ones only their author), with its view; null when not. */
export async function findPostView(db: Queryable, viewerId: string, postId: string): Promise<PostView | null> {
  const [row] = await selectPosts(db, viewerId)
    .where(and(eq(communityPosts.id, postId), visibleTo(viewerId, communityPosts)))
    .limit(1);
  return row ?? null;
}
