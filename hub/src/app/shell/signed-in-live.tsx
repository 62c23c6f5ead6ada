import { useEffect } from 'react';
import { RealtimeConnection, type RealtimeConnectionProps } from '../../lib/realtime';
import { paths } from '../../config/paths';
import { businessKeys } from '../../entities/business';
import { connectionKeys } from '../../entities/connections';
import { reviewDisputeKeys } from '../../entities/review-disputes';
import { paymentKeys, useUnreadPaymentRequestsCount } from '../../entities/payments';
import { useUnseenReviewDisputeCount } from '../../entities/menu-counts';
import { workKeys } from '../../entities/work';
import { useUnseenConversationCount } from '../../features/messages/api/get-unseen-count';
import { MessagesLiveSync } from '../../features/messages/components/messages-live-sync';
import { notificationsKey } from '../../features/notifications/api/keys';
import { useManageWorkUnseenCount } from '../../features/work/api/manage-work-count';
import { useRecordPendingReferral } from '../../features/referral/api/pending-referral';
import { useMenuCountsShared } from './menu-count-keys';

/**
 * What a pushed event makes stale (issue 5: the bell, the list and the connection requests
 * follow live; issue 13: every view of a work, its QUOTE cards in chat and the Manage Work badge;
 * issue 14: payments, and the customer's unread payment requests on the same badge).
 */
export const LIVE_QUERIES: RealtimeConnectionProps['invalidateOn'] = {
  NOTIFICATION: [notificationsKey],
  CONNECTION_REQUEST: [connectionKeys.all],
  CONTRACT_UPDATED: [workKeys.all, paymentKeys.all],
  PAYMENT_REQUESTED: [workKeys.all, paymentKeys.all],
  PAYMENT_UPDATED: [workKeys.all, paymentKeys.all],
  PAYMENT_SCHEDULE_CHANGE_SET: [workKeys.all],
  // Help on a job asked for, priced, paid, assessed or completed (issue 16): the work, its
  // assessments (under workKeys.all) and the payments that were held.
  SUPPORT_PROPOSAL: [workKeys.all, paymentKeys.all],
  // A dispute of a review raised, answered or decided: the customer's badge and the reviews shown.
  DISPUTE_UPDATED: [reviewDisputeKeys.all, businessKeys.all],
};

/**
 * Asked again when the socket first joins: a notification or connection request sent between
 * the page's read and the join would otherwise show only after a reload. The two counts are
 * one read of every badge's count (decision 0081), so every badge is brought up to date.
 */
export const ASK_AGAIN_ON_FIRST_OPEN = [notificationsKey, connectionKeys.all];

/** The menu badges: a count per path. */
export type MenuCounts = Readonly<Record<string, number>>;

/**
 * What the shell runs for a signed-in person only: the socket, live messages, and the menu's
 * counts (conversations waiting, unseen work updates and review disputes), told to the shell for its badges. Its
 * own chunk, loaded once someone is signed in, so a visitor's first page does not download
 * the client for it.
 */
export default function SignedInLive({ onCounts }: { onCounts: (counts: MenuCounts) => void }) {
  // A referral link followed before signing in is recorded now.
  useRecordPendingReferral();
  useMenuCountsShared();
  const unseenConversations = useUnseenConversationCount();
  const unseenWork = useManageWorkUnseenCount();
  // A customer's reviews are of their works: disputes of them count on Manage Work (0 in business mode).
  const unseenDisputes = useUnseenReviewDisputeCount();
  // 0 in business mode: only customers are asked to pay.
  const unreadPaymentRequests = useUnreadPaymentRequestsCount();
  useEffect(
    () =>
      onCounts({ [paths.messages()]: unseenConversations, [paths.manageWork()]: unseenWork + unseenDisputes + unreadPaymentRequests }),
    [unseenConversations, unseenWork, unseenDisputes, unreadPaymentRequests, onCounts],
  );
  return (
    <>
      <RealtimeConnection invalidateOn={LIVE_QUERIES} askAgainOnFirstOpen={ASK_AGAIN_ON_FIRST_OPEN} />
      <MessagesLiveSync />
    </>
  );
}
