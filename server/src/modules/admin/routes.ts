import { and, desc, eq, lt, or } from 'drizzle-orm';
import { adminContracts } from '@tradeshub/sdk';
import { outbox } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import { decodePageCursor, encodePageCursor } from '../../http/page-cursor.js';
import { registerRoute } from '../../http/contract-routes.js';
import type { Viewer } from '../../http/viewer.js';
import type { AppModule } from '../index.js';

function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== 'ADMIN') throw forbidden('Only Tradeshub operators can do that.');
}

/** Operator tools: reading the outbox. */
export const adminModule: AppModule = (app, { db }) => {
  registerRoute(app, adminContracts.getOutbox, async ({ viewer, query }) => {
    assertAdmin(viewer);
    const after = query.cursor ? decodePageCursor(query.cursor, 'messages') : null;
    const rows = await db
      .select()
      .from(outbox)
      .where(
        and(
          query.recipient ? eq(outbox.recipient, query.recipient) : undefined,
          after ? or(lt(outbox.createdAt, after.createdAt), and(eq(outbox.createdAt, after.createdAt), lt(outbox.id, after.id))) : undefined,
        ),
      )
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items: items.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        templateKey: m.templateKey,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodePageCursor(last) : null,
    };
  });
};
