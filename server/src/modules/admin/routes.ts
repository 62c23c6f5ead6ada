import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { withMessage } from '../../http/contract-routes.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage } from '../../http/page-cursor.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { communityReportQueue, decideCommunityReport } from './community-reports.js';

const sentAtMs = createdAtMs(outbox.createdAt);

/** Operator tools (access 'admin' in the contracts): the outbox, secrets redacted, and where each message is on its way out. */
export function adminHandlers({ db }: AppContext) {
  return {
    getOutbox: async ({ query }) => {
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
          createdAtMs: sentAtMs,
        })
        .from(outbox)
        .where(and(query.recipient ? eq(outbox.recipient, query.recipient) : undefined, afterCursor(sentAtMs, outbox.id, after)))
        .orderBy(desc(sentAtMs), desc(outbox.id))
        .limit(query.limit + 1);
      return toPage(
        rows,
        query.limit,
        (m) => ({ createdAt: m.createdAtMs, id: m.id }),
        ({ createdAtMs: _position, ...m }) => ({
          ...m,
          nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
          sentAt: m.sentAt?.toISOString() ?? null,
          createdAt: m.createdAt.toISOString(),
        }),
      );
    },
    getCommunityReports: async ({ query }) => communityReportQueue(db, query),
    decideCommunityReport: async ({ viewer, params, body }) => {
      const report = await decideCommunityReport(db, viewer.userId, params.id, body);
      return withMessage(report, body.decision === 'HIDE' ? 'The item is hidden; its author has been told why.' : 'The item stays as it is.');
    },
  } satisfies Partial<GroupHandlers<'admin'>>;
}
