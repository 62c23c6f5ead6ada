import type { ReviewDisputeReason } from '@tradeshub/sdk';
import type { DemoBusiness } from './demo-businesses.js';
import { daysAfter, daysBefore, type DemoContext, type DisputeRow, type NotificationRow, type ReviewRow, type UserRow } from './demo-context.js';
import { disputeAnsweredNotice, disputeRaisedNotice, disputeRejectedNotices } from './trust-notices.js';

// The demo business's disputes: one waiting in the operators' queue, and an older one the
// operators rejected. Rows and notices are what reviews/disputes.ts writes when a dispute is
// raised and answered, and reviews/moderation.ts when it is decided.

const WAITING: { reason: ReviewDisputeReason; explanation: string } = {
  reason: 'Misleading or false information',
  explanation:
    'We have no record of this job. We have been through every booking and invoice and cannot find anyone of this name, and nobody on the team recognises the customer. We think the review was meant for another firm.',
};

const REJECTED: { reason: ReviewDisputeReason; explanation: string; response: (business: string) => string; note: (business: string) => string } = {
  reason: 'Off-topic or not local',
  explanation:
    'We only work in south and central London, and the reviewer lives well outside our area. We have no job under this name on our books and think they have mixed us up with another plumber.',
  response: (business) =>
    `It was definitely ${business}. The job was at my sister's flat in Streatham, not at my own address, and I still have the invoice. Happy to send a copy.`,
  note: (business) => `The reviewer sent a ${business} invoice for work at an address in Streatham, inside the business's area. The review stays.`,
};

export interface DemoDisputes {
  disputes: DisputeRow[];
  notifications: NotificationRow[];
  /** The reviewer the business says it never worked for; they do not recommend it either. */
  doubtedReviewerId: string;
}

/**
 * Picks reviews the business never replied to (a business that thanked a reviewer would not
 * then dispute them): the oldest for the rejected dispute, and for the one waiting the newest
 * that does not name the owner (one that does is hardly meant for another firm).
 */
export function buildDemoDisputes(ctx: DemoContext, business: DemoBusiness, reviews: readonly ReviewRow[], admin: UserRow): DemoDisputes {
  const { random, now } = ctx;
  const unanswered = reviews
    .filter((r) => r.businessId === business.row.id && r.reply === null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const old = unanswered.find((r) => r.createdAt.getTime() < daysBefore(now, 120).getTime());
  const waiting = unanswered.filter((r) => r !== old && !r.text.includes(business.owner.firstName)).at(-1);
  if (!old || !waiting) throw new Error(`${business.row.name} needs two unanswered reviews, one of them older than 120 days, for its demo disputes`);
  const owner = business.owner.id;
  const businessName = business.row.name;

  // A couple of days ago, or soon after the review if it is newer than that.
  const raisedAt = new Date(
    Math.min(Math.max(daysBefore(now, random.between(1.5, 2.5)).getTime(), daysAfter(waiting.createdAt, 0.1).getTime()), daysBefore(now, 0.01).getTime()),
  );
  const pending: DisputeRow = {
    id: random.uuid(),
    reviewId: waiting.id,
    businessId: business.row.id,
    reason: WAITING.reason,
    explanation: WAITING.explanation,
    status: 'PENDING',
    customerResponse: null,
    decisionNote: null,
    decidedByUserId: null,
    seenByCustomer: false,
    createdAt: raisedAt,
    updatedAt: raisedAt,
    decidedAt: null,
  };

  const oldRaisedAt = daysAfter(old.createdAt, random.between(1, 4));
  const answeredAt = daysAfter(oldRaisedAt, random.between(0.5, 2));
  const decidedAt = daysAfter(answeredAt, random.between(2, 6));
  const rejected: DisputeRow = {
    id: random.uuid(),
    reviewId: old.id,
    businessId: business.row.id,
    reason: REJECTED.reason,
    explanation: REJECTED.explanation,
    status: 'REJECTED',
    customerResponse: REJECTED.response(businessName),
    decisionNote: REJECTED.note(businessName),
    decidedByUserId: admin.id,
    // The reviewer has since read the decision.
    seenByCustomer: true,
    createdAt: oldRaisedAt,
    updatedAt: decidedAt,
    decidedAt,
  };

  const notifications = [
    disputeRaisedNotice(random, { userId: waiting.authorUserId, triggeredByUserId: owner, at: raisedAt, read: false }, pending, businessName),
    disputeRaisedNotice(random, { userId: old.authorUserId, triggeredByUserId: owner, at: oldRaisedAt, read: true }, rejected, businessName),
    disputeAnsweredNotice(random, { userId: owner, triggeredByUserId: old.authorUserId, at: answeredAt, read: true }, rejected),
    ...disputeRejectedNotices(
      random,
      rejected,
      {
        reviewer: { userId: old.authorUserId, triggeredByUserId: admin.id, at: decidedAt, read: true },
        owner: { userId: owner, triggeredByUserId: admin.id, at: decidedAt, read: true },
      },
      businessName,
      rejected.decisionNote ?? null,
    ),
  ];
  return { disputes: [pending, rejected], notifications, doubtedReviewerId: waiting.authorUserId };
}
