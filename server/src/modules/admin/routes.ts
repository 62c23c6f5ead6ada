import { and, desc, eq, lt, or } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import { decodePageCursor, encodePageCursor } from '../../http/page-cursor.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { Viewer } from '../../http/viewer.js';
import type { AppContext } from '../context.js';

function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== 'ADMIN') throw forbidden('Only Tradeshub operators can do that.');
}

/** Operator tools: reading the outbox (secrets redacted) and where each message is on its way out. */
export function adminHandlers({ db }: AppContext) {
  return {
    getOutbox: async ({ viewer, query }) => {
      assertAdmin(viewer);
      const after = query.cursor ? decodePageCursor(query.cursor, 'messages') : null;
      // The sendable text (pending_*) holds the secrets; only the redacted copy leaves the database.
      const rows = await db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          recipient: outbox.recipient,
          subject: outbox.subject,
          body: outbox.body,
          templateKey: outbox.templateKey,
          status: outbox.status,
          attempts: outbox.attempts,
          error: outbox.error,
          nextAttemptAt: outbox.nextAttemptAt,
          sentAt: outbox.sentAt,
          createdAt: outbox.createdAt,
        })
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
          ...m,
          nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
          sentAt: m.sentAt?.toISOString() ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
        nextCursor: rows.length > query.limit && last ? encodePageCursor(last) : null,
      };
    },
  } satisfies Partial<GroupHandlers<'admin'>>;
}
