import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { connectionKeys } from '../../entities/connections';
import { onMenuCountsAnswered, type MenuCount, type MenuCountName, type MenuCountsViewer } from '../../entities/menu-counts-read';
import { paymentKeys } from '../../entities/payments';
import { reviewDisputeKeys } from '../../entities/review-disputes';
import { workKeys } from '../../entities/work';
import { messagesKeys } from '../../features/messages/api/keys';
import { unreadNotificationCountKey } from '../../features/notifications/api/keys';

/**
 * The query of each badge the menu shows in a mode. A customer's own counts (review disputes,
 * payment requests) are not shown in business mode, so an answer for that mode leaves them
 * alone: its 0 must not stand for them when the person switches back.
 */
export function menuCountKeys({ userId, mode }: MenuCountsViewer): Partial<Record<MenuCountName, QueryKey>> {
  const shared = {
    notifications: unreadNotificationCountKey(mode),
    connectionRequests: connectionKeys.unseen(userId, mode),
    conversations: messagesKeys.unseen(userId, mode),
    manageWork: workKeys.unseen(userId, mode),
  };
  return mode === 'CUSTOMER' ? { ...shared, reviewDisputes: reviewDisputeKeys.unseen(userId), paymentRequests: paymentKeys.unread(userId) } : shared;
}

/**
 * Puts an answer of the menu's read into every badge whose count answers an earlier question.
 * An answer for another mode than asked (someone the server counts as a customer) is not offered.
 */
export function offerMenuCounts(queryClient: QueryClient): () => void {
  return onMenuCountsAnswered((counts, viewer, asked) => {
    if (counts.mode !== viewer.mode) return;
    for (const [name, queryKey] of Object.entries(menuCountKeys(viewer)) as [MenuCountName, QueryKey][]) {
      const shown = queryClient.getQueryData<MenuCount>(queryKey);
      if (!shown || shown.asked < asked) queryClient.setQueryData<MenuCount>(queryKey, { count: counts[name], asked });
    }
  });
}

const sharing = new WeakMap<QueryClient, { parts: number; stop: () => void }>();

/**
 * While any of the signed-in parts that show counts is up (the account menu, the bell, the
 * live parts: each mounts a turn after the last), one badge's read brings every badge its
 * count (decision 0081). The first part to mount starts the sharing, the last to go stops it.
 */
export function useMenuCountsShared(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const current = sharing.get(queryClient) ?? { parts: 0, stop: offerMenuCounts(queryClient) };
    current.parts += 1;
    sharing.set(queryClient, current);
    return () => {
      current.parts -= 1;
      if (current.parts > 0) return;
      current.stop();
      sharing.delete(queryClient);
    };
  }, [queryClient]);
}
