import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** Everything under this key is the caller's notifications; the header bell's count lives here too. */
export const notificationsKey = ['notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;
/** The bell's count in the mode being used; under `notificationsKey`, so marking notifications read refreshes it. */
export const unreadNotificationCountKey = (mode: 'CUSTOMER' | 'TRADEPERSON') => [...notificationsKey, 'unread-count', mode] as const;

const PAGE_SIZE = 20;

/** The caller's notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationListKey,
    queryFn: ({ pageParam, signal }) =>
      client.notifications.getAll({ query: { limit: PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
