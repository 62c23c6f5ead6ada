import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { activityLabel, activityPostNoun, type ActivityItem } from '@tradeshub/sdk';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { communityActivities, communityComments, communityPosts, communityReplies } from '../../db/schema/index.js';
import { visibleTo } from './item-views.js';
import { createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';

// A person's community activity, newest first: 'Created a' post, 'Commented on', 'Replied
// to', 'Upvoted' (spec section 3). metaData carries the label and the links as an object,
// which the sdk's parseMetaData reads as it is.

const activityCreatedAt = createdAtMs(communityActivities.createdAt);
const comments = alias(communityComments, 'activity_comment');
const replies = alias(communityReplies, 'activity_reply');

/** Hidden items stay in their author's own activity; others see what is still visible. */
function stillVisible(viewerId: string) {
  return and(
    visibleTo(viewerId, communityPosts),
    or(isNull(communityActivities.commentId), visibleTo(viewerId, comments)),
    or(isNull(communityActivities.replyId), visibleTo(viewerId, replies)),
  );
}

export async function listActivity(db: Queryable, viewerId: string, userId: string, request: PageRequest): Promise<Page<ActivityItem>> {
  const after = request.cursor ? decodePageCursor(request.cursor, 'activity') : null;
  const rows = await db
    .select({ activity: communityActivities, post: communityPosts, comment: comments, reply: replies, createdAtMs: activityCreatedAt })
    .from(communityActivities)
    .innerJoin(communityPosts, eq(communityPosts.id, communityActivities.postId))
    .leftJoin(comments, eq(comments.id, communityActivities.commentId))
    .leftJoin(replies, eq(replies.id, communityActivities.replyId))
    .where(
      and(
        eq(communityActivities.userId, userId),
        stillVisible(viewerId),
        after ? sql`(${activityCreatedAt}, ${communityActivities.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(activityCreatedAt), desc(communityActivities.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (r) => ({ createdAt: r.createdAtMs, id: r.activity.id }), ({ activity, post, comment, reply }): ActivityItem => {
    const postDeleted = post.deletedAt !== null;
    const words = (row: { text: string; deletedAt: Date | null } | null) => (row && row.deletedAt === null ? row.text : '');
    return {
      id: activity.id,
      type: activity.type,
      post: {
        id: post.id,
        type: post.type,
        title: postDeleted ? '' : post.title,
        location: post.latitude !== null && post.longitude !== null ? { latitude: post.latitude, longitude: post.longitude } : null,
      },
      comment: comment ? { id: comment.id, text: words(comment) } : null,
      reply: reply ? { id: reply.id, text: words(reply) } : null,
      metaData: {
        label: activityLabel(activity.type),
        postNoun: activityPostNoun(post.type),
        postId: post.id,
        postType: post.type,
        commentId: comment?.id ?? null,
        replyId: reply?.id ?? null,
        locality: post.locality,
      },
      createdAt: activity.createdAt.toISOString(),
    };
  });
}
