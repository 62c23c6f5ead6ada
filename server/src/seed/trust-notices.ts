import type { ReviewDisputeReason } from '@tradeshub/sdk';
import {
  connectionAcceptedNotice as connectionAccepted,
  disputeAnsweredNotice as disputeAnswered,
  disputeDecidedNotices,
  disputeRaisedNotice as disputeRaised,
  recommendationAcceptedNotice as recommendationAccepted,
  type DisputedReview,
  type NoticeContent,
} from '../modules/notifications/notices.js';
import type { NotificationRow } from './demo-context.js';
import type { SeededRandom } from './random.js';

// The notifications the server's own paths write when a recommendation or a connection is
// accepted and when a review dispute is raised, answered or decided, built by the same
// functions (modules/notifications/notices.ts), so the hub reads and links them the same way.
// Seeded notices get no email or text copies: nobody should be mailed about the past.

interface Notice {
  /** Who is told. */
  userId: string;
  triggeredByUserId: string;
  at: Date;
  read: boolean;
}

function notice(random: SeededRandom, n: Notice, fields: NoticeContent): NotificationRow {
  return {
    id: random.uuid(),
    userId: n.userId,
    triggeredByUserId: n.triggeredByUserId,
    read: n.read,
    isForTradeperson: false,
    isForBusiness: fields.isForBusiness ?? false,
    actionType: fields.actionType,
    message: fields.message,
    metaData: fields.metaData ?? null,
    createdAt: n.at,
  };
}

/** To the recommender, from the business's owner, when the business accepts. */
export function recommendationAcceptedNotice(
  random: SeededRandom,
  n: Notice,
  recommendation: { id: string; businessId: string; businessName: string },
): NotificationRow {
  return notice(random, n, recommendationAccepted({ ...recommendation, recommendationId: recommendation.id }));
}

/** To the person who asked, from the one who accepted (`accepter`). */
export function connectionAcceptedNotice(
  random: SeededRandom,
  n: Notice,
  connectionId: string,
  accepter: { firstName: string; lastName: string },
): NotificationRow {
  return notice(random, n, connectionAccepted(connectionId, accepter));
}

export interface DisputeRef {
  id: string;
  reviewId: string;
  businessId: string;
  reason: ReviewDisputeReason;
}

const disputed = (dispute: DisputeRef): DisputedReview => ({ ...dispute, disputeId: dispute.id });

/** To the reviewer, from the business's owner, when the business disputes their review. */
export function disputeRaisedNotice(random: SeededRandom, n: Notice, dispute: DisputeRef, businessName: string): NotificationRow {
  return notice(random, n, disputeRaised(disputed(dispute), businessName));
}

/** To the business's owner, from the reviewer, when the reviewer gives their side. */
export function disputeAnsweredNotice(random: SeededRandom, n: Notice, dispute: DisputeRef): NotificationRow {
  return notice(random, n, disputeAnswered(disputed(dispute)));
}

/** To the reviewer and to the business's owner, from the operator, when a dispute is rejected. */
export function disputeRejectedNotices(
  random: SeededRandom,
  dispute: DisputeRef,
  people: { reviewer: Notice; owner: Notice },
  businessName: string,
  reason: string | null,
): NotificationRow[] {
  const told = disputeDecidedNotices(disputed(dispute), 'REJECTED', businessName, reason)!;
  return [notice(random, people.reviewer, told.reviewer), notice(random, people.owner, told.business)];
}
