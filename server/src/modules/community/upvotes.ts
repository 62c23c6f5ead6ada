import { and, eq, sql } from 'drizzle-orm';
import type { CommunityItemKind, Upvote } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { communityActivities, communityComments, communityPosts, communityReplies, communityUpvotes } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { noticeUpvote, type ItemLink } from './community-notices.js';
import { visibleTo } from './item-views.js';
import { publishThreadChange } from './thread-events.js';

// One upvote per person per item, toggled. The upvote row and the item's count change in
// one transaction, and the count moves by an UPDATE of the item's row (count = count ± 1),
// which PostgreSQL applies one transaction at a time, so many upvotes at once stay exact.

const TABLES = { POST: communityPosts, COMMENT: communityComments, REPLY: communityReplies } as const;

/** Upvoting a comment or reply shows in the upvoter's activity; upvoting a post has no activity type in the spec. */
const ACTIVITY_OF = { POST: null, COMMENT: 'UPVOTE_COMMENT', REPLY: 'UPVOTE_REPLY' } as const;

interface Target extends ItemLink {
  authorId: string;
}

async function visibleTarget(db: Queryable, viewerId: string, kind: CommunityItemKind, itemId: string): Promise<Target> {
  const noun = kind.toLowerCase();
  if (kind === 'POST') {
    const [row] = await db
      .select({ authorId: communityPosts.authorId, deletedAt: communityPosts.deletedAt })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, itemId), visibleTo(viewerId, communityPosts)))
      .limit(1);
    if (!row) throw notFound(noun);
    if (row.deletedAt) throw conflict('This post was deleted, so it cannot be upvoted.');
    return { postId: itemId, itemKind: kind, itemId, authorId: row.authorId };
  }
  const table = kind === 'COMMENT' ? communityComments : communityReplies;
  const [row] = await db
    .select({ authorId: table.authorId, postId: table.postId, deletedAt: table.deletedAt, commentId: kind === 'REPLY' ? communityReplies.commentId : communityComments.id })
    .from(table)
    .innerJoin(communityPosts, eq(communityPosts.id, table.postId))
    .where(and(eq(table.id, itemId), visibleTo(viewerId, table), visibleTo(viewerId, communityPosts)))
    .limit(1);
  if (!row) throw notFound(noun);
  if (row.deletedAt) throw conflict(`This ${noun} was deleted, so it cannot be upvoted.`);
  return { postId: row.postId, itemKind: kind, itemId, commentId: kind === 'REPLY' ? row.commentId : null, authorId: row.authorId };
}

/** Moves the item's count by `delta` and answers the new count. */
async function moveCount(db: Queryable, kind: CommunityItemKind, itemId: string, delta: 1 | -1): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db
    .update(table)
    .set({ upvoteCount: sql`greatest(${table.upvoteCount} + ${delta}, 0)` })
    .where(eq(table.id, itemId))
    .returning({ upvoteCount: table.upvoteCount });
  return row?.upvoteCount ?? 0;
}

/** Upvotes the item, or takes the caller's upvote back; the author hears of a new upvote (rolled up). */
export async function toggleUpvote(db: Database, userId: string, kind: CommunityItemKind, itemId: string): Promise<Upvote> {
  const target = await visibleTarget(db, userId, kind, itemId);
  return db.transaction(async (tx) => {
    const added = await tx.insert(communityUpvotes).values({ itemKind: kind, itemId, userId }).onConflictDoNothing().returning({ userId: communityUpvotes.userId });
    let upvoted: boolean;
    let upvoteCount: number;
    const activityType = ACTIVITY_OF[kind];
    if (added.length > 0) {
      upvoted = true;
      upvoteCount = await moveCount(tx, kind, itemId, 1);
      if (activityType) {
        const activityItem = kind === 'COMMENT' ? { commentId: itemId } : { commentId: target.commentId ?? null, replyId: itemId };
        await tx.insert(communityActivities).values({ userId, type: activityType, postId: target.postId, ...activityItem });
      }
      await noticeUpvote(tx, userId, target.authorId, target);
    } else {
      const removed = await tx
        .delete(communityUpvotes)
        .where(and(eq(communityUpvotes.itemKind, kind), eq(communityUpvotes.itemId, itemId), eq(communityUpvotes.userId, userId)))
        .returning({ userId: communityUpvotes.userId });
      upvoted = false;
      upvoteCount = removed.length > 0 ? await moveCount(tx, kind, itemId, -1) : await currentCount(tx, kind, itemId);
      if (activityType && removed.length > 0) {
        const itemColumn = kind === 'COMMENT' ? communityActivities.commentId : communityActivities.replyId;
        await tx
          .delete(communityActivities)
          .where(and(eq(communityActivities.userId, userId), eq(communityActivities.type, activityType), eq(itemColumn, itemId)));
      }
    }
    await publishThreadChange(tx, { ...target, change: 'UPVOTED', upvoteCount });
    return { upvoted, upvoteCount };
  });
}

async function currentCount(db: Queryable, kind: CommunityItemKind, itemId: string): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db.select({ upvoteCount: table.upvoteCount }).from(table).where(eq(table.id, itemId)).limit(1);
  return row?.upvoteCount ?? 0;
}
