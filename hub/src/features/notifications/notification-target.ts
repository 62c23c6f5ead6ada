import { parseMetaData, type Notification, type NotificationType } from '@tradeshub/sdk';
import { paths } from '../../config/paths';

const idField = (meta: Record<string, unknown>, key: string) => {
  const value = meta[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Where a notification leads, from what its metaData names: a review opens the reviews of
 * the business's profile, an invite sent the caller's own business, a recommendation the
 * customer's recommendations, a community post its own page, a business its profile, a
 * connection the connections page, a reward the rewards on /referral. A notice about a work
 * (a payment asked for or paid, a change) opens the work.
 * Null when it names nothing the hub can show (the click then only marks it read).
 */
export function notificationTarget(notification: Pick<Notification, 'actionType' | 'metaData'>): string | null {
  const meta = parseMetaData(notification.metaData, () => undefined);
  if (!meta) return null;
  if (idField(meta, 'rewardEntryId')) return paths.referral();
  const workId = idField(meta, 'workId');
  // Help on a job: the work for its sides; its assessor (who cannot open the work) is led on to the assessment.
  const supportProposalId = idField(meta, 'supportProposalId');
  if (workId && supportProposalId) return paths.work(workId, { support: supportProposalId });
  if (workId) return paths.work(workId);
  const businessId = idField(meta, 'businessId');
  if (idField(meta, 'reviewId') && businessId) return `${paths.businessView(businessId)}#reviews-heading`;
  if (idField(meta, 'recommendationId')) {
    const isInviteSent = notification.actionType === 'EMAIL_SENT' || notification.actionType === 'SMS_SENT';
    return isInviteSent ? paths.ownBusiness() : paths.recommendations();
  }
  // A comment, reply or upvote in the community hub opens the post it happened on (issue 15).
  const postId = idField(meta, 'postId');
  if (postId) return paths.post(postId);
  if (businessId) return paths.businessView(businessId);
  if (idField(meta, 'connectionId')) return paths.connections();
  return null;
}

const KIND_LABELS: Partial<Record<NotificationType, string>> = {
  COMMENT: 'Comment',
  REPLY: 'Reply',
  UPVOTE: 'Upvote',
  REWARD_EARNED: 'Reward earned',
  CONNECTION_ACCEPTED: 'Connection accepted',
  RECOMMENDATION_ACCEPTED: 'Recommendation accepted',
  EMAIL_SENT: 'Email sent',
  SMS_SENT: 'Text message sent',
  PAYMENT_SCHEDULE_CHANGE_SET_REQUEST: 'Payment schedule change requested',
  PAYMENT_SCHEDULE_CHANGE_SET_APPROVED: 'Payment schedule change approved',
  PAYMENT_SCHEDULE_CHANGE_SET_REJECTED: 'Payment schedule change rejected',
  PAYMENT_SCHEDULE_CHANGE_SET_UPDATED: 'Payment schedule change updated',
  PAYMENT_SCHEDULE_CHANGE_SET_DELETED: 'Payment schedule change withdrawn',
  SCHEDULE_UPDATED: 'Payment schedule updated',
  REVIEW_DISPUTE: 'Review dispute',
  SUPPORT_PROPOSAL: 'Independent assessment or legal advice',
};

/** What kind of notice it is, in words ('Connection accepted'); a type the hub does not know yet reads 'Notification'. */
export function notificationKindLabel(type: NotificationType): string {
  return KIND_LABELS[type] ?? 'Notification';
}

/** The work and payment a payment-request notification is about, or null for any other notification. */
export function paymentRequestOf(notification: Pick<Notification, 'metaData'>): { workId: string; scheduleItemId: string } | null {
  const meta = parseMetaData(notification.metaData, () => undefined);
  if (!meta || meta.kind !== 'PAYMENT_REQUESTED') return null;
  const workId = idField(meta, 'workId');
  const scheduleItemId = idField(meta, 'scheduleItemId');
  return workId && scheduleItemId ? { workId, scheduleItemId } : null;
}
