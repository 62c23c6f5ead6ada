import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { notificationListKey, notificationsKey } from './keys';
import { markReadInCache } from './mark-notification-read';

/** Marks every notification read; the list and the bell's count follow. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.notifications.markAllRead(),
    onSuccess: () => {
      queryClient.setQueryData(notificationListKey, (data: Parameters<typeof markReadInCache>[0]) => markReadInCache(data, () => true));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
