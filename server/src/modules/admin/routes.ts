import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { withMessage } from '../../http/contract-routes.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage } from '../../http/page-cursor.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { communityReportQueue, decideCommunityReport } from './community-reports.js';
import { auditLog } from './audit.js';
import { updatePlatformConfig } from './config.js';
import { consoleCounts } from './console-counts.js';
import { resendOutboxMessage } from './outbox.js';
import { adminPayments, adminWebhookEvents } from './payments.js';
import { adminUserDetail, endUserSessions, restoreUser, searchUsers, suspendUser } from './users.js';

const sentAtMs = createdAtMs(outbox.createdAt);

/**
 * The operator console (access 'admin' in the contracts): counts, users, the audit log, the
 * config and the outbox, secrets redacted. Every change here writes an audit entry.
 */
export function adminHandlers(context: AppContext) {
  const { db } = context;
  return {
    getConsoleCounts: async () => consoleCounts(db),
    searchUsers: async ({ query }) => searchUsers(db, query),
    getUser: async ({ params }) => adminUserDetail(db, params.id),
    suspendUser: async ({ viewer, params, body }) =>
      withMessage(await suspendUser(db, viewer.userId, params.id, body.reason), 'The account is suspended and every session of it has ended.'),
    restoreUser: async ({ viewer, params, body }) =>
      withMessage(await restoreUser(db, viewer.userId, params.id, body.reason), 'The account is restored: they can sign in again.'),
    endUserSessions: async ({ viewer, params, body }) =>
      withMessage(await endUserSessions(db, viewer.userId, params.id, body.reason), 'Every session of the account has ended.'),
    getAuditLog: async ({ query }) => auditLog(db, query),
    updateConfig: async ({ viewer, body }) => withMessage(await updatePlatformConfig(db, viewer.userId, body), 'The config is saved.'),
    resendOutboxMessage: async ({ viewer, params, body }) => {
      await resendOutboxMessage(context, viewer.userId, params.id, body.reason);
      return withMessage(null, 'The message is on its way again.');
    },
    getPayments: async ({ query }) => adminPayments(db, query),
    getWebhookEvents: async ({ query }) => adminWebhookEvents(db, query),
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
