import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CommunityItemKind, CommunityReportQueueItem, CommunityReportStatus, decideCommunityReportBodySchema } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { communityComments, communityPosts, communityReplies, communityReports, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { decodePageCursor, toPage } from '../../http/page-cursor.js';
import { noticeHidden } from '../community/community-notices.js';
import { toCommunityReport } from '../community/reports.js';
import { publishThreadChange } from '../community/thread-events.js';
import { toUserSummary, userSummaryColumns, type UserSummaryRow } from '../user/user-summary.js';
import { recordOperatorAction } from './audit.js';

// The operators' side of community reports, beside review disputes in the moderation
// console: the queue (PENDING first, oldest first, then decided ones) and the decision,
// which settles every open report of the same item at once.

const rank = sql<number>`(case when ${communityReports.status} = 'PENDING' then 0 else 1 end)`.mapWith(Number);
const createdAtMs = sql<Date>`date_trunc('milliseconds', ${communityReports.createdAt})`.mapWith(communityReports.createdAt);
const reporters = alias(users, 'reporter');

const TABLES = { POST: communityPosts, COMMENT: communityComments, REPLY: communityReplies } as const;

interface ReportedItem {
  author: UserSummaryRow;
  text: string;
  title: string | null;
  createdAt: Date;
  authorId: string;
  commentId: string | null;
}

/** The reported items of one kind, by id, with their authors. */
async function itemsOf(db: Queryable, kind: CommunityItemKind, ids: string[]): Promise<Map<string, ReportedItem>> {
  if (ids.length === 0) return new Map();
  if (kind === 'POST') {
    const rows = await db
      .select({ post: communityPosts, author: userSummaryColumns })
      .from(communityPosts)
      .innerJoin(users, eq(users.id, communityPosts.authorId))
      .where(inArray(communityPosts.id, ids));
    return new Map(rows.map((r) => [r.post.id, { author: r.author, text: r.post.body, title: r.post.title, createdAt: r.post.createdAt, authorId: r.post.authorId, commentId: null }]));
  }
  if (kind === 'COMMENT') {
    const rows = await db
      .select({ item: communityComments, author: userSummaryColumns })
      .from(communityComments)
      .innerJoin(users, eq(users.id, communityComments.authorId))
      .where(inArray(communityComments.id, ids));
    return new Map(rows.map((r) => [r.item.id, { author: r.author, text: r.item.text, title: null, createdAt: r.item.createdAt, authorId: r.item.authorId, commentId: null }]));
  }
  const rows = await db
    .select({ item: communityReplies, author: userSummaryColumns })
    .from(communityReplies)
    .innerJoin(users, eq(users.id, communityReplies.authorId))
    .where(inArray(communityReplies.id, ids));
  return new Map(
    rows.map((r) => [r.item.id, { author: r.author, text: r.item.text, title: null, createdAt: r.item.createdAt, authorId: r.item.authorId, commentId: r.item.commentId }]),
  );
}

type ReportRow = { report: typeof communityReports.$inferSelect; reporter: UserSummaryRow; reportCount: number };

const reportCount = sql<number>`(select count(*) from ${communityReports} r2
  where r2.item_kind = ${communityReports.itemKind} and r2.item_id = ${communityReports.itemId})`.mapWith(Number);

async function toQueueItems(db: Queryable, rows: ReportRow[]): Promise<Map<string, CommunityReportQueueItem>> {
  const kinds: CommunityItemKind[] = ['POST', 'COMMENT', 'REPLY'];
  const found = new Map<CommunityItemKind, Map<string, ReportedItem>>();
  for (const kind of kinds) {
    found.set(kind, await itemsOf(db, kind, rows.filter((r) => r.report.itemKind === kind).map((r) => r.report.itemId)));
  }
  const items = new Map<string, CommunityReportQueueItem>();
  for (const { report, reporter, reportCount: count } of rows) {
    const item = found.get(report.itemKind)?.get(report.itemId);
    if (!item) continue;
    items.set(report.id, {
      ...toCommunityReport(report),
      reporter: toUserSummary(reporter),
      item: { author: toUserSummary(item.author), text: item.text, title: item.title, createdAt: item.createdAt.toISOString() },
      reportCount: count,
      decisionNote: report.decisionNote,
      decidedAt: report.decidedAt?.toISOString() ?? null,
    });
  }
  return items;
}

function selectReports(db: Queryable) {
  return db
    .select({
      report: communityReports,
      reporter: { id: reporters.id, firstName: reporters.firstName, lastName: reporters.lastName, avatarUrl: reporters.avatarUrl, role: reporters.role },
      reportCount,
      rank,
      createdAtMs,
    })
    .from(communityReports)
    .innerJoin(reporters, eq(reporters.id, communityReports.reporterId));
}

export async function communityReportQueue(db: Queryable, request: { cursor?: string | undefined; limit: number; status?: CommunityReportStatus | undefined }) {
  const after = request.cursor ? decodePageCursor(request.cursor, 'reports') : null;
  const rows = await selectReports(db)
    .where(
      and(
        request.status ? eq(communityReports.status, request.status) : undefined,
        after
          ? sql`(${rank}, ${createdAtMs}, ${communityReports.id}) > (${after.rank ?? 0}, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(rank), asc(createdAtMs), asc(communityReports.id))
    .limit(request.limit + 1);
  const items = await toQueueItems(db, rows.slice(0, request.limit));
  const page = toPage(rows, request.limit, (r) => ({ rank: r.rank, createdAt: r.createdAtMs, id: r.report.id }), (r) => items.get(r.report.id));
  return { items: page.items.filter((i): i is CommunityReportQueueItem => i !== undefined), nextCursor: page.nextCursor };
}

/**
 * An operator hides a reported item (for everyone but its author, who is told why) or keeps
 * it. Every PENDING report of the item is decided with it; a decided report is not decided again.
 */
export async function decideCommunityReport(
  db: Database,
  operatorId: string,
  reportId: string,
  body: z.output<typeof decideCommunityReportBodySchema>,
): Promise<CommunityReportQueueItem> {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(communityReports).where(eq(communityReports.id, reportId)).for('update');
    if (!report) throw notFound('report');
    if (report.status !== 'PENDING') throw conflict(`This report was already decided (${report.status}).`, 'ILLEGAL_TRANSITION');
    const now = new Date();
    const status = body.decision === 'HIDE' ? 'HIDDEN' : 'KEPT';
    const note = body.note ?? null;
    await tx
      .update(communityReports)
      .set({ status, decisionNote: note, decidedByUserId: operatorId, decidedAt: now })
      .where(and(eq(communityReports.itemKind, report.itemKind), eq(communityReports.itemId, report.itemId), eq(communityReports.status, 'PENDING')));
    await recordOperatorAction(tx, {
      operatorId,
      action: 'COMMUNITY_REPORT_DECIDED',
      targetType: 'COMMUNITY_ITEM',
      targetId: report.itemId,
      targetLabel: `${report.itemKind.toLowerCase()} reported as '${report.reason}'`,
      reason: note,
      changes: [{ field: 'status', from: 'PENDING', to: status }],
    });
    if (body.decision === 'KEEP') return;
    const table = TABLES[report.itemKind];
    await tx.update(table).set({ hiddenReason: report.reason, hiddenNote: note }).where(eq(table.id, report.itemId));
    const item = (await itemsOf(tx, report.itemKind, [report.itemId])).get(report.itemId);
    if (!item) return;
    const link = { postId: report.postId, itemKind: report.itemKind, itemId: report.itemId, commentId: item.commentId };
    await noticeHidden(tx, operatorId, item.authorId, link, report.reason, note);
    await publishThreadChange(tx, { ...link, change: 'DELETED', upvoteCount: 0 });
  });
  const rows = await selectReports(db).where(eq(communityReports.id, reportId)).limit(1);
  const item = (await toQueueItems(db, rows)).get(reportId);
  if (!item) throw notFound('report');
  return item;
}
