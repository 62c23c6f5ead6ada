import { asc, eq } from 'drizzle-orm';
import { type ContentItem } from '@tradeshub/sdk';
import { contentItems, type AuditChange } from '../../db/schema/index.js';
import { recordOperatorAction } from '../admin/audit.js';
import { notFound } from '../../http/errors.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';

type Row = typeof contentItems.$inferSelect;

/** What an edit changed, as the audit log shows it: the title in full, the text by its length. */
function contentChanges(before: Row, after: Row): AuditChange[] {
  const changes: AuditChange[] = [];
  if (before.title !== after.title) changes.push({ field: 'title', from: before.title, to: after.title });
  if (before.body !== after.body) changes.push({ field: 'text', from: `${before.body.length} characters`, to: `${after.body.length} characters` });
  return changes;
}

function toContentItem(row: Row): ContentItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Rules are site pages too; blog posts and how-to guides are told apart for their lists.
    kind: row.kind === 'HOW_TO_USE' ? 'HOW_TO_USE' : row.kind === 'BLOG_POST' ? 'BLOG_POST' : 'WEB_CONTENT',
    summary: row.summary,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Site copy: pages, blog posts, how-to guides and the community rules, editable by an ADMIN. */
export function contentHandlers({ db }: AppContext) {
  return {
    getAllWebContentItems: async () => {
      const rows = await db.select().from(contentItems).orderBy(asc(contentItems.kind), asc(contentItems.position));
      return rows.filter((r) => r.kind !== 'HOW_TO_USE').map(toContentItem);
    },
    getHowToUsePages: async () => {
      const rows = await db
        .select()
        .from(contentItems)
        .where(eq(contentItems.kind, 'HOW_TO_USE'))
        .orderBy(asc(contentItems.position));
      return rows.map(toContentItem);
    },
    getItem: async ({ params }) => {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.slug, params.slug)).limit(1);
      if (!row) throw notFound('page');
      return toContentItem(row);
    },
    // An operator's edit and its audit entry commit together.
    updateItem: async ({ viewer, params, body }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentItems).where(eq(contentItems.slug, params.slug)).limit(1).for('update');
        if (!before) throw notFound('page');
        const [row] = await tx
          .update(contentItems)
          .set({ ...(body.title ? { title: body.title } : {}), ...(body.body ? { body: body.body } : {}), updatedAt: new Date() })
          .where(eq(contentItems.id, before.id))
          .returning();
        await recordOperatorAction(tx, {
          operatorId: viewer.userId,
          action: 'CONTENT_UPDATED',
          targetType: 'CONTENT_ITEM',
          targetId: before.slug,
          targetLabel: before.title,
          reason: body.reason ?? null,
          changes: contentChanges(before, row!),
        });
        return toContentItem(row!);
      }),
  } satisfies Partial<GroupHandlers<'content'>>;
}
