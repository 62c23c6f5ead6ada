import type { ReviewDisputeReason } from '@tradeshub/sdk';
import type { NotificationRow } from './demo-context.js';
import type { SeededRandom } from './random.js';

// The notifications the server's own paths write when a recommendation or a connection is
// accepted and when a review dispute is raised, answered or decided, worded and shaped as
// those paths word them (recommendations/service.ts, connections/service.ts,
// reviews/disputes.ts, reviews/moderation.ts), so the hub reads and links them the same way.
// Seeded notices get no email or text copies: nobody should be mailed about the past.
// seed.trust.test.ts raises each through the API and compares, so a reworded producer fails it.

interface Notice {
  /** Who is told. */
  userId: string;
  triggeredByUserId: string;
  at: Date;
  read: boolean;
}

function notice(random: SeededRandom, n: Notice, fields: Pick<NotificationRow, 'actionType' | 'message' | 'metaData' | 'isForBusiness'>): NotificationRow {
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
  return notice(random, n, {
    actionType: 'RECOMMENDATION_ACCEPTED',
    message: `${recommendation.businessName} accepted your recommendation.`,
    metaData: { recommendationId: recommendation.id, businessId: recommendation.businessId },
  });
}

/** To the person who asked, from the one who accepted (`accepter`). */
export function connectionAcceptedNotice(
  random: SeededRandom,
  n: Notice,
  connectionId: string,
  accepter: { firstName: string; lastName: string },
): NotificationRow {
  return notice(random, n, {
    actionType: 'CONNECTION_ACCEPTED',
    message: `${accepter.firstName} ${accepter.lastName} accepted your connection request.`,
    metaData: { connectionId },
  });
}

export interface DisputeRef {
  id: string;
  reviewId: string;
  businessId: string;
  reason: ReviewDisputeReason;
}

/** To the reviewer, from the business's owner, when the business disputes their review. */
export function disputeRaisedNotice(random: SeededRandom, n: Notice, dispute: DisputeRef, businessName: string): NotificationRow {
  return notice(random, n, {
    actionType: 'REVIEW_DISPUTE',
    message: `${businessName} disputed your review as '${dispute.reason}'. You can respond before our moderators decide.`,
    metaData: { kind: 'REVIEW_DISPUTE_RAISED', reviewId: dispute.reviewId, businessId: dispute.businessId, disputeId: dispute.id },
  });
}

/** To the business's owner, from the reviewer, when the reviewer gives their side. */
export function disputeAnsweredNotice(random: SeededRandom, n: Notice, dispute: DisputeRef): NotificationRow {
  return notice(random, n, {
    actionType: 'REVIEW_DISPUTE',
    message: `The reviewer gave their side of your dispute ('${dispute.reason}'). Our moderators will weigh both before deciding.`,
    isForBusiness: true,
    metaData: { kind: 'REVIEW_DISPUTE_ANSWERED', reviewId: dispute.reviewId, businessId: dispute.businessId, disputeId: dispute.id },
  });
}

/** To the reviewer and to the business's owner, from the operator, when a dispute is rejected. */
export function disputeRejectedNotices(
  random: SeededRandom,
  dispute: DisputeRef,
  people: { reviewer: Notice; owner: Notice },
  businessName: string,
): NotificationRow[] {
  const metaData = { kind: 'REVIEW_DISPUTE_DECIDED', reviewId: dispute.reviewId, businessId: dispute.businessId, disputeId: dispute.id, status: 'REJECTED' };
  return [
    notice(random, people.reviewer, {
      actionType: 'REVIEW_DISPUTE',
      message: `Our moderators rejected ${businessName}'s dispute of your review. Your review stays as it is.`,
      metaData,
    }),
    notice(random, people.owner, {
      actionType: 'REVIEW_DISPUTE',
      message: 'Our moderators rejected your dispute. The review stays on your profile as it is.',
      isForBusiness: true,
      metaData,
    }),
  ];
}
