import type { DisputeStatus, ReviewDisputeReason } from '@tradeshub/sdk';
import type { NewNotification } from './create.js';

// What each trust notice says and links to, in one place: the modules that raise them and
// the demo seed both build them here, so a seeded notice reads exactly like a real one.
// Who is told, and by whom, is the caller's to add.

/** A notice's words and link data, without its recipient. */
export type NoticeContent = Pick<NewNotification, 'actionType' | 'message' | 'metaData' | 'isForBusiness'>;

/** To the recommender, when the business accepts their recommendation. */
export function recommendationAcceptedNotice(r: { recommendationId: string; businessId: string; businessName: string }): NoticeContent {
  return {
    actionType: 'RECOMMENDATION_ACCEPTED',
    message: `${r.businessName} accepted your recommendation.`,
    metaData: { recommendationId: r.recommendationId, businessId: r.businessId },
  };
}

/** To the person who asked, when `accepter` accepts their connection request. */
export function connectionAcceptedNotice(connectionId: string, accepter: { firstName: string; lastName: string }): NoticeContent {
  return {
    actionType: 'CONNECTION_ACCEPTED',
    message: `${accepter.firstName} ${accepter.lastName} accepted your connection request.`,
    metaData: { connectionId },
  };
}

/** The dispute a REVIEW_DISPUTE notice is about; its metaData links to the review. */
export interface DisputedReview {
  disputeId: string;
  reviewId: string;
  businessId: string;
  reason: ReviewDisputeReason;
}

const disputeLink = (d: DisputedReview, kind: string) => ({ kind, reviewId: d.reviewId, businessId: d.businessId, disputeId: d.disputeId });

/** To the reviewer, when the business disputes their review. */
export function disputeRaisedNotice(d: DisputedReview, businessName: string): NoticeContent {
  return {
    actionType: 'REVIEW_DISPUTE',
    message: `${businessName} disputed your review as '${d.reason}'. You can respond before our moderators decide.`,
    metaData: disputeLink(d, 'REVIEW_DISPUTE_RAISED'),
  };
}

/** To the business, when the reviewer gives their side. */
export function disputeAnsweredNotice(d: DisputedReview): NoticeContent {
  return {
    actionType: 'REVIEW_DISPUTE',
    message: `The reviewer gave their side of your dispute ('${d.reason}'). Our moderators will weigh both before deciding.`,
    isForBusiness: true,
    metaData: disputeLink(d, 'REVIEW_DISPUTE_ANSWERED'),
  };
}

const decisionMessages: Partial<Record<DisputeStatus, { reviewer: (business: string) => string; business: string }>> = {
  ACCEPTED: {
    reviewer: (business) => `Our moderators upheld ${business}'s dispute of your review, so the review is now hidden with the reason shown.`,
    business: 'Our moderators upheld your dispute. The review is now hidden from your profile with the reason shown.',
  },
  REJECTED: {
    reviewer: (business) => `Our moderators rejected ${business}'s dispute of your review. Your review stays as it is.`,
    business: 'Our moderators rejected your dispute. The review stays on your profile as it is.',
  },
};

/**
 * What the reviewer and the business are told of an operator's decision; null when the
 * decision tells nobody (closing a dispute).
 */
export function disputeDecidedNotices(
  d: DisputedReview,
  status: DisputeStatus,
  businessName: string,
  reason: string | null = null,
): { reviewer: NoticeContent; business: NoticeContent } | null {
  const messages = decisionMessages[status];
  if (!messages) return null;
  const metaData = { ...disputeLink(d, 'REVIEW_DISPUTE_DECIDED'), status, ...(reason ? { decisionReason: reason } : {}) };
  // The moderator's reason (at most 300 characters) keeps each message inside a notice's 500.
  const because = reason ? ` Reason: ${reason}` : '';
  return {
    reviewer: { actionType: 'REVIEW_DISPUTE', message: messages.reviewer(businessName) + because, metaData },
    business: { actionType: 'REVIEW_DISPUTE', message: messages.business + because, isForBusiness: true, metaData },
  };
}

/** To the person who earned a reward; `pausedReason` says why it is held, when it is. */
export function rewardEarnedNotice(r: { entryId: string; amount: string; reason: string; pausedReason: string | null }): NoticeContent {
  const held = r.pausedReason ? ` It is held for now. ${r.pausedReason}` : ' You can spend it on the platform fee of your next payment.';
  return {
    actionType: 'REWARD_EARNED',
    message: `You earned ${r.amount}: ${r.reason}${held}`,
    metaData: { rewardEntryId: r.entryId },
  };
}
