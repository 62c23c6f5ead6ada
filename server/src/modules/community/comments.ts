import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Comment, Reply } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { communityActivities, communityComments, communityPosts, communityReplies } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { isBlockedBetween } from '../user/blocks.js';
import { noticeComment, noticeReply } from './community-notices.js';
import { selectComments, selectReplies, toComment, toReply, visibleTo } from './item-views.js';
import { requireCommunityRulesAccepted } from './rules-gate.js';
import { publishThreadChange } from './thread-events.js';

// Comments on posts and replies on comments, oldest first. Deleting keeps the item's place
// in the thread ('This comment was deleted') with its replies; a hidden one is its author's alone.

const commentCreatedAt = createdAtMs(communityComments.createdAt);
const replyCreatedAt = createdAtMs(communityReplies.createdAt);

/** The condition "comes after the cursor" for a list ordered oldest first. */
function afterOldestFirst(createdAt: typeof commentCreatedAt, id: typeof communityComments.id | typeof communityReplies.id, cursor: string | undefined, what: string) {
  if (!cursor) return undefined;
  const after = decodePageCursor(cursor, what);
  return sql`(${createdAt}, ${id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
}

/** A post the viewer may see, for reading or writing in its thread. */
async function visiblePost(db: Queryable, viewerId: string, postId: string) {
  const [post] = await db
    .select({ id: communityPosts.id, authorId: communityPosts.authorId, title: communityPosts.title, deletedAt: communityPosts.deletedAt })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), visibleTo(viewerId, communityPosts)))
    .limit(1);
  if (!post) throw notFound('post');
  return post;
}

async function visibleComment(db: Queryable, viewerId: string, commentId: string) {
  const [comment] = await db
    .select({ comment: communityComments })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(and(eq(communityComments.id, commentId), visibleTo(viewerId, communityComments), visibleTo(viewerId, communityPosts)))
    .limit(1);
  if (!comment) throw notFound('comment');
  return comment.comment;
}

export async function listComments(db: Queryable, viewerId: string, postId: string, request: PageRequest): Promise<Page<Comment>> {
  await visiblePost(db, viewerId, postId);
  const rows = await selectComments(db, viewerId)
    .where(
      and(
        eq(communityComments.postId, postId),
        visibleTo(viewerId, communityComments),
        afterOldestFirst(commentCreatedAt, communityComments.id, request.cursor, 'comments'),
      ),
    )
    .orderBy(asc(commentCreatedAt), asc(communityComments.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (r) => ({ createdAt: r.comment.createdAt, id: r.comment.id }), toComment);
}

export async function readComment(db: Queryable, viewerId: string, commentId: string): Promise<Comment> {
  const { id } = await visibleComment(db, viewerId, commentId);
  const [row] = await selectComments(db, viewerId).where(eq(communityComments.id, id)).limit(1);
  return toComment(row!);
}

const blockedSentence = (what: string) => `You cannot ${what}: one of you has blocked the other.`;

export async function createComment(db: Database, authorId: string, input: { postId: string; text: string }): Promise<Comment> {
  await requireCommunityRulesAccepted(db, authorId);
  const post = await visiblePost(db, authorId, input.postId);
  if (post.deletedAt) throw conflict('This post was deleted, so it takes no new comments.');
  if (await isBlockedBetween(db, authorId, post.authorId)) throw forbidden(blockedSentence('comment on this post'));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(communityComments).values({ postId: post.id, authorId, text: input.text }).returning({ id: communityComments.id });
    const commentId = row!.id;
    await tx.update(communityPosts).set({ commentCount: sql`${communityPosts.commentCount} + 1` }).where(eq(communityPosts.id, post.id));
    await tx.insert(communityActivities).values({ userId: authorId, type: 'COMMENT', postId: post.id, commentId });
    const item = { postId: post.id, itemKind: 'COMMENT' as const, itemId: commentId };
    await noticeComment(tx, authorId, post.authorId, item, post.title);
    await publishThreadChange(tx, { ...item, change: 'CREATED', upvoteCount: 0 });
    return commentId;
  });
  return readComment(db, authorId, id);
}

async function ownComment(db: Queryable, authorId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(communityComments)
    .where(and(eq(communityComments.id, commentId), eq(communityComments.authorId, authorId), isNull(communityComments.deletedAt)))
    .for('update');
  if (!row) throw notFound('comment');
  return row;
}

export async function editComment(db: Database, authorId: string, commentId: string, text: string): Promise<Comment> {
  await db.transaction(async (tx) => {
    const comment = await ownComment(tx, authorId, commentId);
    await tx.update(communityComments).set({ text, updatedAt: new Date() }).where(eq(communityComments.id, comment.id));
    await publishThreadChange(tx, { postId: comment.postId, itemKind: 'COMMENT', itemId: comment.id, change: 'EDITED', upvoteCount: comment.upvoteCount });
  });
  return readComment(db, authorId, commentId);
}

/** Deletes softly: the comment reads 'This comment was deleted' and keeps its replies. */
export async function deleteComment(db: Database, authorId: string, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await ownComment(tx, authorId, commentId);
    const now = new Date();
    await tx.update(communityComments).set({ deletedAt: now, updatedAt: now }).where(eq(communityComments.id, comment.id));
    await tx.update(communityPosts).set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` }).where(eq(communityPosts.id, comment.postId));
    await publishThreadChange(tx, { postId: comment.postId, itemKind: 'COMMENT', itemId: comment.id, change: 'DELETED', upvoteCount: comment.upvoteCount });
  });
}

export async function listReplies(db: Queryable, viewerId: string, commentId: string, request: PageRequest): Promise<Page<Reply>> {
  await visibleComment(db, viewerId, commentId);
  const rows = await selectReplies(db, viewerId)
    .where(
      and(
        eq(communityReplies.commentId, commentId),
        visibleTo(viewerId, communityReplies),
        afterOldestFirst(replyCreatedAt, communityReplies.id, request.cursor, 'replies'),
      ),
    )
    .orderBy(asc(replyCreatedAt), asc(communityReplies.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (r) => ({ createdAt: r.reply.createdAt, id: r.reply.id }), toReply);
}

export async function readReply(db: Queryable, viewerId: string, replyId: string): Promise<Reply> {
  const [row] = await selectReplies(db, viewerId)
    .innerJoin(communityComments, eq(communityComments.id, communityReplies.commentId))
    .innerJoin(communityPosts, eq(communityPosts.id, communityReplies.postId))
    .where(
      and(
        eq(communityReplies.id, replyId),
        visibleTo(viewerId, communityReplies),
        visibleTo(viewerId, communityComments),
        visibleTo(viewerId, communityPosts),
      ),
    )
    .limit(1);
  if (!row) throw notFound('reply');
  return toReply(row);
}

/** Replies to a comment; blocked either way with the comment's author, nobody may. */
export async function createReply(db: Database, authorId: string, input: { commentId: string; text: string }): Promise<Reply> {
  await requireCommunityRulesAccepted(db, authorId);
  const comment = await visibleComment(db, authorId, input.commentId);
  if (comment.deletedAt) throw conflict('This comment was deleted, so it takes no new replies.');
  const [post] = await db.select({ deletedAt: communityPosts.deletedAt }).from(communityPosts).where(eq(communityPosts.id, comment.postId)).limit(1);
  if (post?.deletedAt) throw conflict('This post was deleted, so it takes no new replies.');
  if (await isBlockedBetween(db, authorId, comment.authorId)) throw forbidden(blockedSentence('reply to this comment'));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityReplies)
      .values({ commentId: comment.id, postId: comment.postId, authorId, text: input.text })
      .returning({ id: communityReplies.id });
    const replyId = row!.id;
    await tx.update(communityComments).set({ replyCount: sql`${communityComments.replyCount} + 1` }).where(eq(communityComments.id, comment.id));
    await tx.insert(communityActivities).values({ userId: authorId, type: 'REPLY', postId: comment.postId, commentId: comment.id, replyId });
    const item = { postId: comment.postId, itemKind: 'REPLY' as const, itemId: replyId, commentId: comment.id };
    await noticeReply(tx, authorId, comment.authorId, item);
    await publishThreadChange(tx, { ...item, change: 'CREATED', upvoteCount: 0 });
    return replyId;
  });
  return readReply(db, authorId, id);
}

async function ownReply(db: Queryable, authorId: string, replyId: string) {
  const [row] = await db
    .select()
    .from(communityReplies)
    .where(and(eq(communityReplies.id, replyId), eq(communityReplies.authorId, authorId), isNull(communityReplies.deletedAt)))
    .for('update');
  if (!row) throw notFound('reply');
  return row;
}

export async function editReply(db: Database, authorId: string, replyId: string, text: string): Promise<Reply> {
  await db.transaction(async (tx) => {
    const reply = await ownReply(tx, authorId, replyId);
    await tx.update(communityReplies).set({ text, updatedAt: new Date() }).where(eq(communityReplies.id, reply.id));
    const change = { postId: reply.postId, itemKind: 'REPLY' as const, itemId: reply.id, commentId: reply.commentId, upvoteCount: reply.upvoteCount };
    await publishThreadChange(tx, { ...change, change: 'EDITED' });
  });
  return readReply(db, authorId, replyId);
}

export async function deleteReply(db: Database, authorId: string, replyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const reply = await ownReply(tx, authorId, replyId);
    const now = new Date();
    await tx.update(communityReplies).set({ deletedAt: now, updatedAt: now }).where(eq(communityReplies.id, reply.id));
    await tx.update(communityComments).set({ replyCount: sql`greatest(${communityComments.replyCount} - 1, 0)` }).where(eq(communityComments.id, reply.commentId));
    const change = { postId: reply.postId, itemKind: 'REPLY' as const, itemId: reply.id, commentId: reply.commentId, upvoteCount: reply.upvoteCount };
    await publishThreadChange(tx, { ...change, change: 'DELETED' });
  });
}
