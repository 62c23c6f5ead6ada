import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuCountsData } from '@tradeshub/sdk';
import { connectionKeys } from '../../../entities/connections';
import { useUnseenConnectionRequestCount, useUnseenReviewDisputeCount } from '../../../entities/menu-counts';
import { clearedCount } from '../../../entities/menu-counts-read';
import { paymentKeys, useUnreadPaymentRequestsCount } from '../../../entities/payments';
import { useUnseenConversationCount } from '../../../features/messages/api/get-unseen-count';
import { messagesKeys } from '../../../features/messages/api/keys';
import { notificationsKey, unreadNotificationCountKey } from '../../../features/notifications/api/keys';
import { useManageWorkUnseenCount } from '../../../features/work/api/manage-work-count';
import { reads } from '../../../lib/plain-reads';
import { askAgainNow } from '../../../lib/realtime';
import { menuCounts } from '../../../testing/menu-counts';
import { useMenuCountsShared } from '../menu-count-keys';
import { NotificationBell } from '../notification-bell';
// The menu's badges share one read (decision 0081): how many reads go out, and which answer
// each badge shows when reads cross.

// Someone new in each test: a read one test leaves unanswered is not another's.
const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isBusinessUser: false }, userId: 'u0' }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isLoading: false, commissionRate: 4, userInfo: { id: session.userId }, ...session.current }),
}));

/** Reads answered when the test says, in any order. */
function heldReads() {
  const held: { mode: string | undefined; answer: (counts: MenuCountsData) => Promise<void>; fail: (error: Error) => Promise<void> }[] = [];
  const spy = vi.spyOn(reads.user, 'getMenuCounts').mockImplementation(
    (input) =>
      new Promise<MenuCountsData>((resolve, reject) => {
        held.push({
          mode: input?.query?.mode,
          answer: async (counts) => {
            await act(async () => resolve(counts));
          },
          fail: async (error) => {
            await act(async () => reject(error));
          },
        });
      }),
  );
  return { spy, held };
}

function AccountParts() {
  useMenuCountsShared();
  return <p>Requests: {useUnseenConnectionRequestCount()}</p>;
}

function LiveParts() {
  useMenuCountsShared();
  return (
    <>
      <p>Conversations: {useUnseenConversationCount()}</p>
      <p>Work: {useManageWorkUnseenCount()}</p>
      <p>Disputes: {useUnseenReviewDisputeCount()}</p>
      <p>Payments: {useUnreadPaymentRequestsCount()}</p>
    </>
  );
}

/** The header's parts first, the live parts when the test says (as the shell draws them, a turn later). */
function Shell({ live }: { live: (show: () => void) => void }) {
  const [showLive, setShowLive] = useState(false);
  live(() => setShowLive(true));
  return (
    <>
      <AccountParts />
      <NotificationBell />
      {showLive && <LiveParts />}
    </>
  );
}

function renderShell(wrap: (children: ReactNode) => ReactNode = (children) => children) {
  // Fresh for 30 s, as in the app (lib/query-client.ts): a badge mounting after an answer shows it without asking.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let showLive = () => undefined as void;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{wrap(<Shell live={(show) => (showLive = show)} />)}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, showLive: () => act(() => showLive()) };
}

const everyCount = { notifications: 1, connectionRequests: 2, conversations: 3, manageWork: 4, reviewDisputes: 5, paymentRequests: 6 };

async function expectShown(counts: Partial<typeof everyCount>) {
  const labels = { connectionRequests: 'Requests', conversations: 'Conversations', manageWork: 'Work', reviewDisputes: 'Disputes', paymentRequests: 'Payments' } as const;
  for (const [name, count] of Object.entries(counts) as [keyof typeof everyCount, number][]) {
    if (name === 'notifications') expect(await screen.findByRole('link', { name: `Notifications, ${count} unread` })).toBeInTheDocument();
    else expect(await screen.findByText(`${labels[name]}: ${count}`)).toBeInTheDocument();
  }
}

/** The header's parts and the live parts up, the first read answered with `everyCount` and shown. */
async function everyBadgeShowing() {
  const { spy, held } = heldReads();
  const { queryClient, showLive } = renderShell();
  showLive();
  await vi.waitFor(() => expect(held).toHaveLength(1));
  await held[0]!.answer(menuCounts(everyCount));
  await expectShown(everyCount);
  return { spy, held, queryClient };
}

let people = 0;
beforeEach(() => {
  people += 1;
  session.userId = `u${people}`;
});

afterEach(() => {
  vi.restoreAllMocks();
  session.current = { isAuthenticated: true, isBusinessUser: false };
});

describe("the menu's counts, one read for every badge", () => {
  it('the header asks once; the live parts, mounting while that read is on its way, take its answer', async () => {
    const { spy, held } = heldReads();
    const { showLive } = renderShell();
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(held[0]!.mode).toBe('CUSTOMER');
    showLive();
    await held[0]!.answer(menuCounts(everyCount));
    await expectShown(everyCount);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('the live parts, mounting after the answer, show what it brought without asking again', async () => {
    const { spy, held } = heldReads();
    const { showLive } = renderShell();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.answer(menuCounts(everyCount));
    await expectShown({ notifications: 1, connectionRequests: 2 });
    showLive();
    await expectShown(everyCount);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('counts made stale together are asked again in one read, which brings every badge its news', async () => {
    const { queryClient, held, spy } = await everyBadgeShowing();
    // As the socket's first open does: the notifications and the connection requests at once,
    // the messages a promise later (their catch-up cancels a first load first).
    await act(async () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
      await Promise.resolve().then(() => void queryClient.invalidateQueries({ queryKey: messagesKeys.all }));
    });
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await held[1]!.answer(menuCounts({ ...everyCount, notifications: 7, conversations: 5, paymentRequests: 8 }));
    await expectShown({ ...everyCount, notifications: 7, conversations: 5, paymentRequests: 8 });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a badge made stale does not take a read that left before; an older answer arriving last changes nothing', async () => {
    const { queryClient, held } = await everyBadgeShowing();
    // A refresh of one badge goes out; a payment is then requested, which refreshes another.
    act(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    act(() => void queryClient.invalidateQueries({ queryKey: paymentKeys.all }));
    await vi.waitFor(() => expect(held).toHaveLength(3));
    // The later read is answered first, with the payment request in it; then the earlier one.
    await held[2]!.answer(menuCounts({ ...everyCount, notifications: 9, paymentRequests: 7 }));
    await expectShown({ notifications: 9, paymentRequests: 7 });
    await held[1]!.answer(menuCounts({ ...everyCount, notifications: 8 }));
    await expectShown({ notifications: 9, paymentRequests: 7 });
  });

  it('a read sent earlier and answered first gives way to the later one when it answers', async () => {
    const { queryClient, held } = await everyBadgeShowing();
    // The bell's refresh goes out; a payment is then requested, which refreshes another badge.
    act(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    act(() => void queryClient.invalidateQueries({ queryKey: paymentKeys.all }));
    await vi.waitFor(() => expect(held).toHaveLength(3));
    // Answered in the order sent: the later answer has the payment request and a notification.
    await held[1]!.answer(menuCounts({ ...everyCount, notifications: 8 }));
    await expectShown({ notifications: 8, paymentRequests: 6 });
    await held[2]!.answer(menuCounts({ ...everyCount, notifications: 9, paymentRequests: 7 }));
    await expectShown({ notifications: 9, paymentRequests: 7 });
  });

  it('a count cleared here is not undone by a read sent before it', async () => {
    const { queryClient, held } = await everyBadgeShowing();
    act(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    // The payment requests are marked read (Manage Work opened) while that read is out.
    act(() => queryClient.setQueryData(paymentKeys.unread(session.userId), clearedCount()));
    await held[1]!.answer(menuCounts({ ...everyCount, notifications: 2 }));
    await expectShown({ notifications: 2, paymentRequests: 0 });
  });

  it('a failed read leaves every badge showing what it showed', async () => {
    const { queryClient, held } = await everyBadgeShowing();
    act(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await held[1]!.fail(new Error('offline'));
    await vi.waitFor(() => expect(queryClient.getQueryState(unreadNotificationCountKey('CUSTOMER'))?.status).toBe('error'));
    await expectShown(everyCount);
  });

  it('the socket opening while the first read is still out asks again: the early read may be older than the join', async () => {
    const { held } = heldReads();
    const { queryClient, showLive } = renderShell();
    showLive();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    act(() => void askAgainNow(queryClient, notificationsKey));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await held[1]!.answer(menuCounts({ ...everyCount, notifications: 2 }));
    await held[0]!.answer(menuCounts(everyCount));
    await expectShown({ ...everyCount, notifications: 2 });
  });

  it("one timer refreshes every count: the bell's, once a minute", async () => {
    const { queryClient, held } = await everyBadgeShowing();
    const timers = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.observers.some((observer) => observer.options.refetchInterval));
    expect(timers.map((query) => query.queryKey)).toEqual([unreadNotificationCountKey('CUSTOMER')]);
    expect(timers[0]!.observers[0]!.options.refetchInterval).toBe(60_000);
    // What the minute's refresh does: the bell asks, and every badge gets the answer.
    act(() => void timers[0]!.fetch());
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await held[1]!.answer(menuCounts({ ...everyCount, conversations: 9, reviewDisputes: 1 }));
    await expectShown({ ...everyCount, conversations: 9, reviewDisputes: 1 });
  });

  it("in business mode the answer leaves the customer's own counts alone", async () => {
    session.current = { isAuthenticated: true, isBusinessUser: true };
    const { held } = heldReads();
    const { queryClient, showLive } = renderShell();
    showLive();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.mode).toBe('TRADEPERSON');
    await held[0]!.answer(menuCounts({ notifications: 1, manageWork: 4 }, 'TRADEPERSON'));
    await expectShown({ notifications: 1, manageWork: 4, reviewDisputes: 0, paymentRequests: 0 });
    expect(queryClient.getQueryData(paymentKeys.unread(session.userId))).toBeUndefined();
  });
});
