import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { notificationListKey } from './keys';


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
