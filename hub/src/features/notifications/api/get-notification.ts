import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { notificationsKey } from './keys';

/** Under `notificationsKey`, so marking it read (here or from the list) refreshes it. */
export const notificationKey = (id: string) => [...notificationsKey, 'one', id] as const;

/** GET get-notification-by-id: one of the caller's notifications (someone else's is 404). */
export function useNotification(id: string) {
  return useQuery({
    queryKey: notificationKey(id),
    queryFn: ({ signal }) => client.notifications.getById({ params: { id } }, { signal }),
  });
}
