import type { communityPosts, communityReports, operatorActions, outbox } from '../db/schema/index.js';
import { daysBefore, type DisputeRow, type UserRow } from './demo-context.js';

// What the demo operator finds in the console besides the review disputes (demo-disputes.ts):
// a suspended account, a community post reported as spam, the audit entries of what
// operators did, and a message the mail server kept refusing. Built from the other demo rows, so it needs no random numbers of its
// own and leaves every other demo row as it was.

export type OperatorActionRow = typeof operatorActions.$inferInsert;
export type OutboxRow = typeof outbox.$inferInsert;
export type CommunityPostRow = typeof communityPosts.$inferInsert;
export type CommunityReportRow = typeof communityReports.$inferInsert;

export interface DemoConsole {
  suspended: { userId: string; at: Date; reason: string };
  auditEntries: OperatorActionRow[];
  outbox: OutboxRow[];
  /** The suspended account's advert, and the demo customer's report of it (waiting in moderation). */
  posts: CommunityPostRow[];
  reports: CommunityReportRow[];
}

const SUSPENSION_REASON = 'Sent the same advert to twelve tradespeople in an hour; suspended while we check the account.';

export function buildDemoConsole(
  now: Date,
  people: { admin: UserRow; suspended: UserRow; reporter: UserRow },
  decided: DisputeRow,
  businessName: string,
  ids: { post: string; report: string },
): DemoConsole {
  const operatorName = `${people.admin.firstName} ${people.admin.lastName}`;
  const suspendedAt = daysBefore(now, 0.3);
  const suspended = people.suspended;
  const decidedAt = decided.decidedAt ?? decided.createdAt;
  const failedAt = daysBefore(now, 0.8);
  const postedAt = daysBefore(now, 0.5);
  return {
    suspended: { userId: suspended.id, at: suspendedAt, reason: SUSPENSION_REASON },
    auditEntries: [
      {
        operatorUserId: people.admin.id,
        operatorName,
        action: 'REVIEW_DISPUTE_DECIDED',
        targetType: 'REVIEW_DISPUTE',
        targetId: decided.id,
        targetLabel: `${businessName}: '${decided.reason}'`,
        reason: decided.decisionNote ?? null,
        changes: [{ field: 'status', from: 'PENDING', to: 'REJECTED' }],
        createdAt: decidedAt,
      },
      {
        operatorUserId: people.admin.id,
        operatorName,
        action: 'USER_SUSPENDED',
        targetType: 'USER',
        targetId: suspended.id,
        targetLabel: `${suspended.firstName} ${suspended.lastName} <${suspended.email}>`,
        reason: SUSPENSION_REASON,
        changes: [{ field: 'status', from: 'Active', to: 'Suspended' }],
        createdAt: suspendedAt,
      },
    ],
    outbox: [
      {
        channel: 'email',
        recipient: suspended.email,
        subject: 'Your Tradeshub account',
        body: `Hello ${suspended.firstName},\n\nWe have paused your Tradeshub account while we look into messages sent from it. Reply to this email if you would like to tell us more.\n\nThe Tradeshub team`,
        status: 'FAILED',
        attempts: 8,
        error: '550 5.1.1 The email account that you tried to reach does not exist',
        createdAt: failedAt,
      },
    ],
    posts: [
      {
        id: ids.post,
        authorId: suspended.id,
        type: 'GENERAL',
        title: 'Cheapest guttering in the county!!!',
        body: 'Gutters cleared from £10, any house, any size. Text GUTTERS to 07700 900777 now, offer ends Friday!!!',
        createdAt: postedAt,
        updatedAt: postedAt,
      },
    ],
    reports: [
      {
        id: ids.report,
        reporterId: people.reporter.id,
        itemKind: 'POST',
        itemId: ids.post,
        postId: ids.post,
        reason: 'Spam or self-promotion',
        createdAt: daysBefore(now, 0.4),
      },
    ],
  };
}
