import { and, eq, ne, sql } from 'drizzle-orm';
import type { CommunityItemKind, ReviewDisputeReason } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { communityUpvotes, notifications, users } from '../../db/schema/index.js';
import { pushNotificationOnCommit } from '../../realtime/notification-push.js';
import { createNotification } from '../notifications/create.js';

// What authors hear about their posts, comments and replies. Never about their own actions.
// Upvotes roll up: one UPVOTE notice per item, rewritten and made unread again by each new
// upvote, so a popular post does not bury the bell. REPLY and UPVOTE notices to someone with
// a business are marked isForTradeperson, so the sdk's per-role rules count them.

const NOUN: Record<CommunityItemKind, string> = { POST: 'post', COMMENT: 'comment', REPLY: 'reply' };

async function person(db: Queryable, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

const nameOf = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : 'Someone');

/** The link data every community notice carries, so the hub opens the thread at the item. */
export interface ItemLink {
  postId: string;
  itemKind: CommunityItemKind;
  itemId: string;
  commentId?: string | null;
}

const link = (kind: string, item: ItemLink) => ({ kind, postId: item.postId, itemKind: item.itemKind, itemId: item.itemId, commentId: item.commentId ?? null });

/** To the post's author, when someone else comments on it. */
export async function noticeComment(db: Queryable, actorId: string, postAuthorId: string, item: ItemLink, postTitle: string): Promise<void> {
  if (actorId === postAuthorId) return;
  const actor = await person(db, actorId);
  await createNotification(db, {
    userId: postAuthorId,
    actionType: 'COMMENT',
    triggeredByUserId: actorId,
    message: `${nameOf(actor)} commented on your post '${postTitle}'.`,
    metaData: link('COMMUNITY_COMMENT', item),
  });
}

/** To the comment's author, when someone else replies to it. */
export async function noticeReply(db: Queryable, actorId: string, commentAuthorId: string, item: ItemLink): Promise<void> {
  if (actorId === commentAuthorId) return;
  const [actor, recipient] = await Promise.all([person(db, actorId), person(db, commentAuthorId)]);
  await createNotification(db, {
    userId: commentAuthorId,
    actionType: 'REPLY',
    triggeredByUserId: actorId,
    isForTradeperson: recipient?.role === 'TRADEPERSON',
    message: `${nameOf(actor)} replied to your comment.`,
    metaData: link('COMMUNITY_REPLY', item),
  });
}

/**
 * To the item's author, when someone else upvotes it: their one UPVOTE notice for the item
 * says who upvoted last and how many others have, and is unread again. The caller holds the
 * item's row lock (the count's update), so two upvotes at once never write two notices.
 */
export async function noticeUpvote(db: Queryable, actorId: string, authorId: string, item: ItemLink): Promise<void> {
  if (actorId === authorId) return;
  const [actor, recipient] = await Promise.all([person(db, actorId), person(db, authorId)]);
  const [{ upvoters } = { upvoters: 1 }] = await db
    .select({ upvoters: sql<number>`count(*)`.mapWith(Number) })
    .from(communityUpvotes)
    .where(and(eq(communityUpvotes.itemKind, item.itemKind), eq(communityUpvotes.itemId, item.itemId), ne(communityUpvotes.userId, authorId)));
  const others = Math.max(upvoters - 1, 0);
  const who = others === 0 ? nameOf(actor) : `${nameOf(actor)} and ${others} ${others === 1 ? 'other' : 'others'}`;
  const message = `${who} upvoted your ${NOUN[item.itemKind]}.`;
  const metaData = { ...link('COMMUNITY_UPVOTE', item), upvoters };
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, authorId), eq(notifications.actionType, 'UPVOTE'), sql`${notifications.metaData}->>'itemId' = ${item.itemId}`))
    .limit(1);
  if (!existing) {
    await createNotification(db, { userId: authorId, actionType: 'UPVOTE', triggeredByUserId: actorId, isForTradeperson: recipient?.role === 'TRADEPERSON', message, metaData });
    return;
  }
  await db
    .update(notifications)
    .set({ message, metaData, triggeredByUserId: actorId, read: false, createdAt: new Date() })
    .where(eq(notifications.id, existing.id));
  await pushNotificationOnCommit(db, authorId, existing.id);
}

/** To the author of an item an operator hid, with the reason, so they know why others no longer see it. */
export async function noticeHidden(db: Queryable, operatorId: string, authorId: string, item: ItemLink, reason: ReviewDisputeReason, note: string | null): Promise<void> {
  const why = note ? ` Our moderator's note: ${note}` : '';
  await createNotification(db, {
    userId: authorId,
    actionType: 'COMMUNITY_MODERATION',
    triggeredByUserId: operatorId,
    message: `Our moderators hid your ${NOUN[item.itemKind]} as '${reason}'. Only you can see it now.${why}`,
    metaData: { ...link('COMMUNITY_HIDDEN', item), reason },
  });
}
