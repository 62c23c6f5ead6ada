import type { Role } from './statuses.js';
import type { NotificationType } from './vocabulary.js';

// Which notifications raise each role's unread badge (spec section 6). The two modes of
// the same person see different badges, so every count takes the mode being viewed.

/** The mode a signed-in person is using: customer, or business (tradesperson). */
export type ViewerRole = Extract<Role, 'CUSTOMER' | 'TRADEPERSON'>;

/**
 * The fields of a notification that decide whether it counts. actionType is open-ended
 * because the server also sends events the vocabulary does not list (quote events).
 */
export interface CountableNotification {
  readonly actionType: NotificationType | (string & {});
  readonly read: boolean;
  /** A reply or upvote aimed at the tradesperson side of the user. */
  readonly isForTradeperson?: boolean | null;
  /** Meant for the business only: business connection accepted, quote events. */
  readonly isForBusiness?: boolean | null;
}

/** Community and reward notices a business user's badge leaves out. */
export const BUSINESS_UNCOUNTED_TYPES = [
  'COMMENT',
  'UPVOTE',
  'REWARD_EARNED',
  'CONNECTION_ACCEPTED',
  'RECOMMENDATION_ACCEPTED',
] as const satisfies readonly NotificationType[];

/** Payment-schedule notices that always count for the business side. */
export const BUSINESS_PAYMENT_SCHEDULE_TYPES = [
  'PAYMENT_SCHEDULE_CHANGE_SET_REQUEST',
  'PAYMENT_SCHEDULE_CHANGE_SET_UPDATED',
  'PAYMENT_SCHEDULE_CHANGE_SET_DELETED',
] as const satisfies readonly NotificationType[];

/** Replies and upvotes a customer does not count when they target the tradesperson role. */
export const ROLE_TARGETED_TYPES = ['REPLY', 'UPVOTE'] as const satisfies readonly NotificationType[];

function isOneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/**
 * Whether a notification belongs in this role's count, read or not.
 * @example countsForRole({ actionType: 'COMMENT', read: false }, 'TRADEPERSON') // false
 */
export function countsForRole(notification: CountableNotification, role: ViewerRole): boolean {
  const { actionType } = notification;
  if (role === 'TRADEPERSON') {
    if (isOneOf(BUSINESS_PAYMENT_SCHEDULE_TYPES, actionType)) return true;
    return !isOneOf(BUSINESS_UNCOUNTED_TYPES, actionType);
  }
  if (notification.isForBusiness) return false;
  return !(notification.isForTradeperson && isOneOf(ROLE_TARGETED_TYPES, actionType));
}

/** How many unread notifications this role's badge shows. */
export function unreadNotificationCount(
  notifications: readonly CountableNotification[],
  role: ViewerRole,
): number {
  return notifications.filter((n) => !n.read && countsForRole(n, role)).length;
}

/** The counters (other than notifications) each role fetches for its badges. */
export const ROLE_BADGE_COUNTS = {
  TRADEPERSON: ['manageWorkForBusiness', 'contactRequests'],
  CUSTOMER: ['unreadPaymentRequests', 'unseenReviewDisputes', 'manageWork', 'contactRequests'],
} as const satisfies Record<ViewerRole, readonly string[]>;
export type BadgeCount = (typeof ROLE_BADGE_COUNTS)[ViewerRole][number];

/** Whether this role fetches a given counter. */
export function fetchesCount(role: ViewerRole, count: BadgeCount): boolean {
  const counts: readonly BadgeCount[] = ROLE_BADGE_COUNTS[role];
  return counts.includes(count);
}

/** An unseen connection request; trusted-connection requests come from the business profile. */
export interface ContactRequest {
  readonly isTrustedConnection?: boolean | null;
}

/**
 * How many unseen connection requests the contacts badge shows: trusted-connection
 * requests count only for business users.
 * @example contactRequestCount([{ isTrustedConnection: true }, {}], 'CUSTOMER') // 1
 */
export function contactRequestCount(requests: readonly ContactRequest[], role: ViewerRole): number {
  if (role === 'TRADEPERSON') return requests.length;
  return requests.filter((r) => !r.isTrustedConnection).length;
}
