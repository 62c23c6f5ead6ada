import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { notificationListKey, notificationsKey } from './keys';

type NotificationPages = InfiniteData<{ items: Notification[]; nextCursor: string | null }>;

/** Marks the list's notifications read in place, so the dot goes at once rather than after a refetch. */
export function markReadInCache(data: NotificationPages | undefined, isAffected: (n: Notification) => boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((n) => (isAffected(n) ? { ...n, read: true } : n)),
    })),
  };
}

/** Marks one notification read; the list and the bell's count follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.notifications.markRead({ params: { id } }),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationPages>(notificationListKey, (data) => markReadInCache(data, (n) => n.id === id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
