import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT, type CheckoutSession } from '@tradeshub/sdk';
import { loadClient } from '../lib/load-client';
import { clearedCount, menuCountQuery } from './menu-counts-read';
import { useSession } from '../lib/session';

// Payment reads and moves that several places share: Pay on a work and on its payment-request
// notification, the checkout callback, and the unread payment-request badge of the menu.
// Everything sits under `paymentKeys.all`, which the shell refreshes on pushed payment and
// work events.

const all = ['payments'] as const;

/** Query keys of payments. */
export const paymentKeys = {
  all,
  /** The customer's payment requests not read yet (the Manage Work badge). */
  unread: (userId: string) => [...all, 'unread', userId] as const,
  /** One checkout session, to say how a payment went. */
  session: (id: string) => [...all, 'session', id] as const,
  /** The customer's newest receipts, to link each paid payment to its own. */
  latestReceipts: (userId: string) => [...all, 'latest-receipts', userId] as const,
  /** What the customer's rewards take off a payment before they press Pay. */
  rewardCredit: (scheduleItemId: string) => [...all, 'reward-credit', scheduleItemId] as const,
};

/**
 * The customer's unread payment requests (spec section 6: customers fetch it); 0 in
 * business mode and while signed out.
 */
export function useUnreadPaymentRequestsCount(): number {
  const { isAuthenticated, userInfo, isBusinessUser } = useSession();
  const userId = userInfo?.id ?? '';
  const enabled = isAuthenticated && userId !== '' && !isBusinessUser;
  const unread = useQuery({
    queryKey: paymentKeys.unread(userId),
    queryFn: menuCountQuery('paymentRequests', { userId, mode: 'CUSTOMER' }),
    enabled,
  });
  return enabled ? (unread.data?.count ?? 0) : 0;
}

/**
 * Marks the customer's payment requests read while their Manage Work list is open: on
 * opening it, and again whenever a request arrives meanwhile.
 */
export function useMarkPaymentRequestsRead(): void {
  const { isAuthenticated, userInfo, isBusinessUser } = useSession();
  const userId = userInfo?.id ?? '';
  const queryClient = useQueryClient();
  const count = useUnreadPaymentRequestsCount();
  const { mutate } = useMutation({
    mutationFn: async () => (await loadClient()).payments.markAllPaymentRequestsRead(),
    onSuccess: () => queryClient.setQueryData(paymentKeys.unread(userId), clearedCount()),
  });
  useEffect(() => {
    if (isAuthenticated && !isBusinessUser && count > 0) mutate();
  }, [isAuthenticated, isBusinessUser, count, mutate]);
}

// The hosted checkout returns to /callback/checkout in the same tab; what was being paid is
// remembered here (per tab), so the callback can lead back to that work.
const CHECKOUT_RETURN_KEY = 'tradeshub.checkoutReturn.v1';

export interface CheckoutReturn {
  readonly sessionId: string;
  readonly workId: string;
}

/** The checkout this tab last went to, or null (none, or storage blocked). */
export function readCheckoutReturn(): CheckoutReturn | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_RETURN_KEY) ?? 'null') as Partial<CheckoutReturn> | null;
    return typeof stored?.sessionId === 'string' && typeof stored.workId === 'string' ? { sessionId: stored.sessionId, workId: stored.workId } : null;
  } catch {
    return null;
  }
}

function rememberCheckoutReturn(value: CheckoutReturn): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_RETURN_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the callback still says how the payment went, and leads to Manage Work.
  }
}

/** Sends the browser to another site's page (the hosted checkout); a seam for tests. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};

export interface StartCheckoutInput {
  readonly scheduleItemId: string;
  readonly workId: string;
}

/**
 * Opens (or reopens) the hosted checkout for one requested payment and sends the browser to
 * it; the server answers the same open session for the same payment.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async ({ scheduleItemId, workId }: StartCheckoutInput): Promise<CheckoutSession> => {
      const session = await (await loadClient()).payments.createCheckoutSession({ body: { scheduleItemId } });
      if (!session.url) throw new Error('This payment has no checkout open any more. Refresh the page to see where it stands.');
      rememberCheckoutReturn({ sessionId: session.id, workId });
      browserLocation.assign(session.url);
      return session;
    },
  });
}

/**
 * What the customer's rewards will take off a payment's platform fee at checkout (the server
 * works it out: the open checkout's credit, or what the balance pays now); 0 while unknown.
 * Refreshed with every pushed payment event (it sits under paymentKeys.all).
 */
export function useRewardCheckoutCredit(scheduleItemId: string, enabled: boolean): number {
  const credit = useQuery({
    queryKey: paymentKeys.rewardCredit(scheduleItemId),
    queryFn: async ({ signal }) => (await loadClient()).rewards.getCheckoutCredit({ query: { scheduleItemId } }, { signal }),
    enabled,
    retry: false,
  });
  return enabled ? (credit.data?.creditPence ?? 0) : 0;
}

/**
 * Opens (or reopens) the hosted checkout for a priced support proposal (an independent
 * assessment or legal advice) and sends the browser to it; the checkout returns to the
 * same callback, which leads back to the work.
 */
export function useStartSupportCheckout() {
  return useMutation({
    mutationFn: async ({ supportProposalId, workId }: { readonly supportProposalId: string; readonly workId: string }): Promise<CheckoutSession> => {
      const session = await (await loadClient()).payments.createSupportProposalCheckoutSession({ body: { supportProposalId } });
      if (!session.url) throw new Error('This help has no checkout open any more. Refresh the page to see where it stands.');
      rememberCheckoutReturn({ sessionId: session.id, workId });
      browserLocation.assign(session.url);
      return session;
    },
  });
}

const NO_RECEIPTS: ReadonlyMap<string, string> = new Map();

/**
 * The receipt of each paid payment among the customer's newest hundred receipts, by
 * schedule item id (older ones are on the receipts page); waits until `enabled`.
 */
export function useReceiptIdsByPayment(enabled: boolean): ReadonlyMap<string, string> {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const receipts = useQuery({
    queryKey: paymentKeys.latestReceipts(userId),
    queryFn: async ({ signal }) => (await loadClient()).accounts.getReceipts({ query: { limit: MAX_PAGE_LIMIT } }, { signal }),
    enabled: enabled && userId !== '',
    select: (page) => new Map(page.items.flatMap((receipt) => (receipt.scheduleItemId ? [[receipt.scheduleItemId, receipt.id] as const] : []))),
  });
  return receipts.data ?? NO_RECEIPTS;
}
