import { and, eq } from 'drizzle-orm';
import { REALTIME_EVENTS, type CommunityItemKind, type CommunityThreadChange } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { communityComments, communityPosts, communityReplies, communityUpvotes } from '../../db/schema/index.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';

/** The most people one thread event goes to; a thread busier than this refreshes on load. */
const MAX_THREAD_AUDIENCE = 500;

/**
 * Who hears a thread's live events: the post's author and everyone who commented, replied
 * or upvoted in it. Sockets are per person, so this is the audience that can have it open
 * and care (docs/decisions/0029-community-live-threads.md).
 */
async function threadAudience(db: Queryable, postId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: communityPosts.authorId })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId))
    .union(db.select({ userId: communityComments.authorId }).from(communityComments).where(eq(communityComments.postId, postId)))
    .union(db.select({ userId: communityReplies.authorId }).from(communityReplies).where(eq(communityReplies.postId, postId)))
    .union(
      db
        .select({ userId: communityUpvotes.userId })
        .from(communityUpvotes)
        .where(and(eq(communityUpvotes.itemKind, 'POST'), eq(communityUpvotes.itemId, postId))),
    )
    .limit(MAX_THREAD_AUDIENCE);
  return rows.map((r) => r.userId);
}

export interface ThreadChange {
  postId: string;
  itemKind: CommunityItemKind;
  itemId: string;
  commentId?: string | null;
  change: CommunityThreadChange;
  upvoteCount: number;
}

/** Tells the thread's audience, once the caller's transaction commits, that an item changed. */
export async function publishThreadChange(db: Queryable, change: ThreadChange): Promise<void> {
  const audience = await threadAudience(db, change.postId);
  await publishOnCommit(db, audience, REALTIME_EVENTS.COMMUNITY_THREAD_UPDATED, { ...change, commentId: change.commentId ?? null });
}
