import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, idParams, isoDate, page, pageQuery, text } from './common.js';
import { COMMUNITY_REPORT_STATUSES, DISPUTE_STATUSES, type DisputeStatus } from '../domain/statuses.js';
import { communityReportQueueItemSchema } from './entities/community.js';
import { emailField, optionalField } from './entities/fields.js';
import { adminConsoleContracts, operatorReasonField } from './admin-console.js';
import { adminSupportContracts } from './admin-support.js';
import { reviewDisputeQueueItemSchema, reviewDisputeSchema } from './entities/review.js';

/**
 * Where a message is on its way out: QUEUED waits for (another) try, STORED was kept because
 * no mail server is configured (texts, always), SENT was accepted by the mail server, FAILED
 * was given up after its last try.
 */
export const OUTBOX_STATUSES = ['QUEUED', 'STORED', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A message the platform sent (or would send) by email or SMS, as an operator reads it:
 * verification codes and reset links in it are redacted.
 */
export const outboxMessageSchema = z.object({
  id,
  channel: z.enum(['email', 'sms']),
  recipient: text(254),
  subject: text(300).nullable(),
  body: text(20_000),
  templateKey: text(100).nullable(),
  status: z.enum(OUTBOX_STATUSES),
  /** Tries made so far; the mail server's answer to the last failed one is in `error`. */
  attempts: z.number().int().nonnegative(),
  error: text(500).nullable(),
  /** When a QUEUED message is tried next. */
  nextAttemptAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The statuses an operator may move a review dispute to. */
export const REVIEW_DISPUTE_DECISIONS = ['ACCEPTED', 'REJECTED', 'CLOSED'] as const satisfies readonly DisputeStatus[];

/**
 * An operator's decision on a review dispute: ACCEPTED hides the review, REJECTED keeps it;
 * either is then CLOSED. The reason is shown to the reviewer and the business.
 */
export const decideReviewDisputeBodySchema = z.object({
  status: z.enum(REVIEW_DISPUTE_DECISIONS, { error: 'Choose ACCEPTED, REJECTED or CLOSED' }),
  reason: operatorReasonField,
});
export type DecideReviewDisputeBody = z.input<typeof decideReviewDisputeBodySchema>;

/** An operator's decision on a reported community item: HIDE it (for everyone but its author) or KEEP it. */
export const COMMUNITY_REPORT_DECISIONS = ['HIDE', 'KEEP'] as const;
export type CommunityReportDecision = (typeof COMMUNITY_REPORT_DECISIONS)[number];

/** The decision and the reason for it; the author of a hidden item is told the reason. */
export const decideCommunityReportBodySchema = z.object({
  decision: z.enum(COMMUNITY_REPORT_DECISIONS, { error: 'Choose HIDE or KEEP' }),
  note: optionalField('your reason for the decision', 2000),
});
export type DecideCommunityReportBody = z.input<typeof decideCommunityReportBodySchema>;

// Operator tools (ARCHITECTURE.md §5: ADMIN). Paths follow the spec's style.
export const adminContracts = {
  ...adminConsoleContracts,
  ...adminSupportContracts,
  getOutbox: defineContract({
    method: 'GET',
    path: '/backend-service/admin/outbox',
    access: 'admin',
    summary: 'Lets an ADMIN read the emails and texts the platform sent, newest first, optionally for one recipient.',
    query: pageQuery.extend({ recipient: emailField('the recipient').optional() }),
    data: page(outboxMessageSchema),
  }),
  getReviewDisputes: defineContract({
    method: 'GET',
    path: '/backend-service/admin/review-disputes',
    access: 'admin',
    summary: 'Lets an ADMIN read the review dispute queue: PENDING disputes first, oldest first, then the rest.',
    query: pageQuery.extend({ status: z.enum(DISPUTE_STATUSES, { error: 'Choose a dispute status from the list' }).optional() }),
    data: page(reviewDisputeQueueItemSchema),
  }),
  decideReviewDispute: defineContract({
    method: 'PATCH',
    path: '/backend-service/admin/review-disputes/:id',
    access: 'admin',
    summary: 'Lets an ADMIN accept (hide the review), reject, or close a review dispute.',
    params: idParams,
    body: decideReviewDisputeBodySchema,
    data: reviewDisputeSchema,
  }),
  getCommunityReports: defineContract({
    method: 'GET',
    path: '/backend-service/admin/community-reports',
    access: 'admin',
    summary: 'Lets an ADMIN read reported community posts, comments and replies: PENDING reports first, oldest first, then the decided ones.',
    query: pageQuery.extend({ status: z.enum(COMMUNITY_REPORT_STATUSES, { error: 'Choose PENDING, HIDDEN or KEPT' }).optional() }),
    data: page(communityReportQueueItemSchema),
  }),
  decideCommunityReport: defineContract({
    method: 'PATCH',
    path: '/backend-service/admin/community-reports/:id',
    access: 'admin',
    summary: 'Lets an ADMIN hide a reported item (its author is told why) or keep it; every open report of the same item is decided with it.',
    params: idParams,
    body: decideCommunityReportBodySchema,
    data: communityReportQueueItemSchema,
  }),
} as const;
