import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, idParams, isoDate, page, pageQuery, text } from './common.js';
import { platformConfigSchema } from './config.js';
import { requiredField } from './entities/fields.js';
import { ROLES } from '../domain/statuses.js';
import { OPERATOR_ACTIONS, OPERATOR_TARGETS } from '../domain/operator-actions.js';

// The operator console (/admin, ARCHITECTURE.md §14): the counts on its queues, users,
// the audit log and the config. Every change an operator makes carries a reason, which the
// audit log keeps with who did it and when.

/** Why an operator did something: kept in the audit log, and shown to whoever it concerns. */
export const operatorReasonField = requiredField('a reason', 300);

/** How much waits in each section of the console. */
export const consoleCountsSchema = z.object({
  /** Review disputes and community reports waiting for a decision. */
  moderation: z.number().int().min(0),
  /** Support proposals waiting for an operator: to price, an assessor to assign, advice to record, or ready to complete. */
  support: z.number().int().min(0),
  /** Accounts suspended now. */
  users: z.number().int().min(0),
  /** Operator actions in the last 24 hours. */
  audit: z.number().int().min(0),
  /** Content pages, including the community rules. */
  content: z.number().int().min(0),
  /** Settings an operator has moved off their default. */
  config: z.number().int().min(0),
  /** Messages that failed or are still waiting to go. */
  outbox: z.number().int().min(0),
});
export type ConsoleCounts = z.infer<typeof consoleCountsSchema>;

/** A user as an operator looks them up. */
export const adminUserSchema = z.object({
  id,
  firstName: text(50),
  lastName: text(50),
  email: text(254),
  role: z.enum(ROLES),
  business: z.object({ id, name: text(120) }).nullable(),
  emailVerified: z.boolean(),
  /** Set while the account is suspended: it cannot sign in. */
  suspendedAt: isoDate.nullable(),
  suspendedReason: text(300).nullable(),
  /** Sessions signed in now (not ended, not expired). */
  activeSessions: z.number().int().min(0),
  lastSeenAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_ACTIVITY_KINDS = ['SIGNED_IN', 'REVIEW_WRITTEN', 'WORK', 'RECOMMENDATION', 'OPERATOR_ACTION'] as const;

/** One thing a user (or an operator, to them) did lately. */
export const userActivitySchema = z.object({ kind: z.enum(USER_ACTIVITY_KINDS), text: text(400), at: isoDate });
export type UserActivity = z.infer<typeof userActivitySchema>;

export const adminUserDetailSchema = adminUserSchema.extend({ recentActivity: z.array(userActivitySchema) });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** One operator action, as the audit log keeps it: who, what, to what, when and why. */
export const auditEntrySchema = z.object({
  id,
  operator: z.object({ id, name: text(120) }),
  action: z.enum(OPERATOR_ACTIONS),
  targetType: z.enum(OPERATOR_TARGETS),
  targetId: text(100).nullable(),
  /** What the target was called at the time (a user's name, a page's title). */
  targetLabel: text(300).nullable(),
  reason: text(300).nullable(),
  /** What changed, field by field, where the action changed values. */
  changes: z.array(z.object({ field: text(60), from: text(300).nullable(), to: text(300).nullable() })),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const operatorReasonBodySchema = z.object({ reason: operatorReasonField });
export type OperatorReasonBody = z.input<typeof operatorReasonBodySchema>;

export const updatePlatformConfigBodySchema = platformConfigSchema.partial().extend({ reason: operatorReasonField });
export type UpdatePlatformConfigBody = z.input<typeof updatePlatformConfigBodySchema>;

const admin = '/backend-service/admin';

export const adminConsoleContracts = {
  getConsoleCounts: defineContract({
    method: 'GET',
    path: `${admin}/console-counts`,
    access: 'admin',
    summary: 'Lets an ADMIN see how much waits in each section of the console.',
    data: consoleCountsSchema,
  }),
  searchUsers: defineContract({
    method: 'GET',
    path: `${admin}/users`,
    access: 'admin',
    summary: 'Lets an ADMIN look users up by name or email, newest first.',
    query: pageQuery.extend({ q: text(254).optional() }),
    data: page(adminUserSchema),
  }),
  getUser: defineContract({
    method: 'GET',
    path: `${admin}/users/:id`,
    access: 'admin',
    summary: 'Lets an ADMIN see one user: role, business, sessions and recent activity.',
    params: idParams,
    data: adminUserDetailSchema,
  }),
  suspendUser: defineContract({
    method: 'POST',
    path: `${admin}/users/:id/suspend`,
    access: 'admin',
    summary: 'Lets an ADMIN suspend a user: they cannot sign in, and every session of theirs ends at once.',
    params: idParams,
    body: operatorReasonBodySchema,
    data: adminUserSchema,
    errors: ['CONFLICT'],
  }),
  restoreUser: defineContract({
    method: 'POST',
    path: `${admin}/users/:id/restore`,
    access: 'admin',
    summary: 'Lets an ADMIN lift a suspension, so the user can sign in again.',
    params: idParams,
    body: operatorReasonBodySchema,
    data: adminUserSchema,
    errors: ['CONFLICT'],
  }),
  endUserSessions: defineContract({
    method: 'POST',
    path: `${admin}/users/:id/end-sessions`,
    access: 'admin',
    summary: 'Lets an ADMIN end every session of a user (their open sockets close too).',
    params: idParams,
    body: operatorReasonBodySchema,
    data: adminUserSchema,
  }),
  getAuditLog: defineContract({
    method: 'GET',
    path: `${admin}/audit-log`,
    access: 'admin',
    summary: 'Lets an ADMIN read every operator action, newest first, optionally about one target.',
    query: pageQuery.extend({ targetId: text(100).optional() }),
    data: page(auditEntrySchema),
  }),
  updateConfig: defineContract({
    method: 'PATCH',
    path: `${admin}/config`,
    access: 'admin',
    summary: 'Lets an ADMIN change the commission rate, card fees and reward amounts.',
    body: updatePlatformConfigBodySchema,
    data: platformConfigSchema,
  }),
  resendOutboxMessage: defineContract({
    method: 'POST',
    path: `${admin}/outbox/:id/resend`,
    access: 'admin',
    summary: 'Lets an ADMIN send a message again; a sign-in code or reset link is issued afresh, never repeated.',
    params: idParams,
    body: operatorReasonBodySchema,
    data: z.null(),
    errors: ['CONFLICT'],
  }),
} as const;
