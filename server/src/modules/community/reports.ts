import { and, eq } from 'drizzle-orm';
import type { CommunityItemKind, CommunityReport, ReviewDisputeReason } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { communityComments, communityPosts, communityReplies, communityReports } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { visibleTo } from './item-views.js';

/** The post an item sits on and its author, if the viewer can see the item. */
export async function reportableItem(db: Queryable, viewerId: string, kind: CommunityItemKind, itemId: string) {
  const noun = kind.toLowerCase();
  if (kind === 'POST') {
    const [row] = await db
      .select({ postId: communityPosts.id, authorId: communityPosts.authorId })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, itemId), visibleTo(viewerId, communityPosts)))
      .limit(1);
    if (!row) throw notFound(noun);
    return row;
  }
  const table = kind === 'COMMENT' ? communityComments : communityReplies;
  const [row] = await db
    .select({ postId: table.postId, authorId: table.authorId })
    .from(table)
    .innerJoin(communityPosts, eq(communityPosts.id, table.postId))
    .where(and(eq(table.id, itemId), visibleTo(viewerId, table), visibleTo(viewerId, communityPosts)))
    .limit(1);
  if (!row) throw notFound(noun);
  return row;
}

export function toCommunityReport(row: typeof communityReports.$inferSelect): CommunityReport {
  return {
    id: row.id,
    itemKind: row.itemKind,
    itemId: row.itemId,
    postId: row.postId,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Reports an item the reporter can see to the moderators. One report per person per item:
 * reporting it again answers the first report unchanged. Nobody reports their own words.
 */
export async function reportItem(
  db: Queryable,
  reporterId: string,
  input: { itemKind: CommunityItemKind; itemId: string; reason: ReviewDisputeReason },
): Promise<CommunityReport> {
  const item = await reportableItem(db, reporterId, input.itemKind, input.itemId);
  if (item.authorId === reporterId) throw badRequest('This is yours. Edit or delete it instead of reporting it.');
  await db
    .insert(communityReports)
    .values({ reporterId, itemKind: input.itemKind, itemId: input.itemId, postId: item.postId, reason: input.reason })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(communityReports)
    .where(and(eq(communityReports.reporterId, reporterId), eq(communityReports.itemKind, input.itemKind), eq(communityReports.itemId, input.itemId)))
    .limit(1);
  return toCommunityReport(row!);
}
