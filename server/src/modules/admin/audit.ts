import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, OperatorAction, OperatorTarget } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { operatorActions, users, type AuditChange } from '../../db/schema/index.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page } from '../../http/page-cursor.js';

export interface OperatorActionRecord {
  operatorId: string;
  action: OperatorAction;
  targetType: OperatorTarget;
  targetId?: string | null;
  targetLabel?: string | null;
  reason?: string | null;
  changes?: AuditChange[];
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the action
 * and its record commit together or not at all.
 */
export async function recordOperatorAction(db: Queryable, record: OperatorActionRecord): Promise<void> {
  const [operator] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, record.operatorId)).limit(1);
  await db.insert(operatorActions).values({
    operatorUserId: record.operatorId,
    operatorName: operator ? `${operator.firstName} ${operator.lastName}` : 'An operator',
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel?.slice(0, 300) ?? null,
    reason: record.reason ?? null,
    changes: record.changes ?? [],
  });
}

const at = createdAtMs(operatorActions.createdAt);

/** The audit log, newest first, optionally about one target. */
export async function auditLog(db: Queryable, query: { cursor?: string | undefined; limit: number; targetId?: string | undefined }): Promise<Page<AuditEntry>> {
  const after = query.cursor ? decodePageCursor(query.cursor, 'audit entries') : null;
  const rows = await db
    .select({ entry: operatorActions, createdAtMs: at })
    .from(operatorActions)
    .where(and(query.targetId ? eq(operatorActions.targetId, query.targetId) : undefined, afterCursor(at, operatorActions.id, after)))
    .orderBy(desc(at), desc(operatorActions.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => ({ createdAt: row.createdAtMs, id: row.entry.id }),
    ({ entry }) => ({
      id: entry.id,
      operator: { id: entry.operatorUserId, name: entry.operatorName },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      reason: entry.reason,
      changes: entry.changes,
      createdAt: entry.createdAt.toISOString(),
    }),
  );
}
