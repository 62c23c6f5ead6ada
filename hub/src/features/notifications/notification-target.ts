import { parseMetaData, type Notification } from '@tradeshub/sdk';
import { paths } from '../../config/paths';


const idField = (meta: Record<string, unknown>, key: string) => {
  const value = meta[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Where a notification leads, from what its metaData names: a review opens the reviews of
 * the business's profile, an invite sent the caller's own business, a recommendation the
 * customer's recommendations, a business its profile, a connection the connections page.
 * A notice about a work (a payment asked for or paid, a change) opens the work.
 * Null when it names nothing the hub can show (the click then only marks it read).
 */
export function notificationTarget(notification: Pick<Notification, 'actionType' | 'metaData'>): string | null {
  const meta = parseMetaData(notification.metaData, () => undefined);
  if (!meta) return null;
  const workId = idField(meta, 'workId');
  if (workId) return paths.work(workId);
  const businessId = idField(meta, 'businessId');
  if (idField(meta, 'reviewId') && businessId) return `${paths.businessView(businessId)}#reviews-heading`;
  if (idField(meta, 'recommendationId')) {
    const isInviteSent = notification.actionType === 'EMAIL_SENT' || notification.actionType === 'SMS_SENT';
    return isInviteSent ? paths.ownBusiness() : paths.recommendations();
  }
  if (businessId) return paths.businessView(businessId);
  if (idField(meta, 'connectionId')) return paths.connections();
  return null;
}

/** The work and payment a payment-request notification is about, or null for any other notification. */
export function paymentRequestOf(notification: Pick<Notification, 'metaData'>): { workId: string; scheduleItemId: string } | null {
  const meta = parseMetaData(notification.metaData, () => undefined);
  if (!meta || meta.kind !== 'PAYMENT_REQUESTED') return null;
  const workId = idField(meta, 'workId');
  const scheduleItemId = idField(meta, 'scheduleItemId');
  return workId && scheduleItemId ? { workId, scheduleItemId } : null;
}
