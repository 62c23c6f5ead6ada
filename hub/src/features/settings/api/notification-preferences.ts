import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference, NotificationPreferences } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { toast } from '../../../lib/toasts';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** Which notices also go out by email or text, per topic, with the defaults filled in. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => client.notifications.getPreferences(undefined, { signal }),
  });
}

/**
 * Saves one topic's choice. The switch moves at once; if the server refuses, it moves back
 * and the toast says why, so the page never shows a choice that was not kept.
 */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) => client.notifications.updatePreferences({ body: { preferences: [preference] } }),
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryKey);
      if (before) {
        queryClient.setQueryData<NotificationPreferences>(notificationPreferencesQueryKey, {
          ...before,
          preferences: before.preferences.map((p) => (p.topic === preference.topic ? preference : p)),
        });
      }
      return { before };
    },
    onError: (error, _preference, context) => {
      if (context?.before) queryClient.setQueryData(notificationPreferencesQueryKey, context.before);
      toast.error(error, 'Your notification settings could not be saved. Please try again.');
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
