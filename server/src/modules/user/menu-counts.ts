import type { MenuCountsData, ViewerRole } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { unseenCounts } from '../chat/receipts.js';
import { unseenRequestCount } from '../connections/service.js';
import { unreadNotificationCountFor } from '../notifications/service.js';
import { viewerModeOf } from '../notifications/viewer-mode.js';
import { unseenDisputeCount } from '../reviews/disputes.js';
import { manageWorkCountForBusiness, manageWorkCountForCustomer } from '../work/manage-work-counts.js';
import { unreadPaymentRequestCount } from '../work/schedule-payments.js';

/**
 * Every count the menu's badges show, for the mode viewed (a customer is always viewed as
 * one), each from the same rule as its own endpoint; the customer-only counts (review
 * disputes, payment requests) are 0 in business mode, as the hub shows them (spec section 6).
 * One read instead of six on every signed-in page (docs/decisions/0081-the-menu-counts-in-one-read.md).
 */
export async function menuCountsFor(db: Queryable, userId: string, requested?: ViewerRole): Promise<MenuCountsData> {
  const mode = await viewerModeOf(db, userId, requested);
  const asCustomer = mode === 'CUSTOMER';
  const [notifications, connectionRequests, conversations, manageWork, reviewDisputes, paymentRequests] = await Promise.all([
    unreadNotificationCountFor(db, userId, mode),
    unseenRequestCount(db, userId, mode),
    unseenCounts(db, userId, mode).then((unseen) => unseen.count),
    asCustomer ? manageWorkCountForCustomer(db, userId) : manageWorkCountForBusiness(db, userId),
    asCustomer ? unseenDisputeCount(db, userId) : 0,
    asCustomer ? unreadPaymentRequestCount(db, userId) : 0,
  ]);
  return { mode, notifications, connectionRequests, conversations, manageWork, reviewDisputes, paymentRequests };
}
