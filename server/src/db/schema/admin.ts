import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OperatorAction, OperatorTarget } from '@tradeshub/sdk';

/** One field an operator action changed, as shown in the audit log. */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * The audit log: every operator action (who, what, to what, when, why), written in the same
 * transaction as the action itself, so an action never happens unrecorded. Rows are never
 * updated or deleted; the operator's name is copied so the entry reads the same later.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorUserId: uuid('operator_user_id').notNull(),
    operatorName: text('operator_name').notNull(),
    action: text('action').$type<OperatorAction>().notNull(),
    targetType: text('target_type').$type<OperatorTarget>().notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    reason: text('reason'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt), index('operator_actions_target_idx').on(t.targetId, t.createdAt)],
);
