import { asc, eq } from 'drizzle-orm';
import { type ContentItem } from '@tradeshub/sdk';
import { contentItems } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';

type Row = typeof contentItems.$inferSelect;

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
    updateItem: async ({ params, body }) => {
      const [row] = await db
        .update(contentItems)
        .set({ ...(body.title ? { title: body.title } : {}), ...(body.body ? { body: body.body } : {}), updatedAt: new Date() })
        .where(eq(contentItems.slug, params.slug))
        .returning();
      if (!row) throw notFound('page');
      return toContentItem(row);
    },
  } satisfies Partial<GroupHandlers<'content'>>;
}
