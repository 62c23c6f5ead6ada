import { useCallback, useEffect, useState } from 'react';

// There is no server endpoint for notification preferences yet, so they are kept on this
// device, per user, under a versioned key: a later shape change can ignore old values
// instead of misreading them.

export const NOTIFICATION_GROUPS = [
  { id: 'messages', label: 'Messages', description: 'New messages, quotes and job requests from people you are talking to.' },
  {
    id: 'recommendations',
    label: 'Recommendations and reviews',
    description: 'When someone recommends or reviews you, or answers a recommendation you made.',
  },
  { id: 'community', label: 'Community activity', description: 'Comments, replies and upvotes on your posts, and new connections.' },
  { id: 'payments', label: 'Payments', description: 'Payment requests, changes to payment schedules and late payments.' },
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number]['id'];

export const NOTIFICATION_CHANNELS = [
  { id: 'email', label: 'Email' },
  { id: 'inApp', label: 'In the app' },
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['id'];

export type NotificationPrefs = Record<NotificationGroup, Record<NotificationChannel, boolean>>;

export const notificationPrefsKey = (userId: string) => `tradeshub.notificationPrefs.v1:${userId}`;

/** Everything on: nobody misses a message because of a setting they never chose. */
function defaultPrefs(): NotificationPrefs {
  const prefs = {} as NotificationPrefs;
  for (const group of NOTIFICATION_GROUPS) prefs[group.id] = { email: true, inApp: true };
  return prefs;
}

/** Stored preferences over the defaults; anything missing or malformed keeps its default. */
export function readNotificationPrefs(storage: Storage, userId: string): NotificationPrefs {
  const prefs = defaultPrefs();
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(notificationPrefsKey(userId)) ?? 'null');
  } catch {
    return prefs;
  }
  if (typeof stored !== 'object' || stored === null) return prefs;
  for (const group of NOTIFICATION_GROUPS) {
    const saved: unknown = (stored as Record<string, unknown>)[group.id];
    if (typeof saved !== 'object' || saved === null) continue;
    for (const channel of NOTIFICATION_CHANNELS) {
      const value: unknown = (saved as Record<string, unknown>)[channel.id];
      if (typeof value === 'boolean') prefs[group.id][channel.id] = value;
    }
  }
  return prefs;
}

/** The signed-in user's notification preferences on this device, saved as they change. */
export function useNotificationPrefs(userId: string) {
  const [prefs, setPrefs] = useState(() => readNotificationPrefs(window.localStorage, userId));

  // Another tab changing them shows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === notificationPrefsKey(userId)) setPrefs(readNotificationPrefs(window.localStorage, userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const setPref = useCallback(
    (group: NotificationGroup, channel: NotificationChannel, value: boolean) => {
      setPrefs((current) => {
        const next = { ...current, [group]: { ...current[group], [channel]: value } };
        try {
          window.localStorage.setItem(notificationPrefsKey(userId), JSON.stringify(next));
        } catch {
          // Private browsing or a full disk: the choice still holds until the page is closed.
        }
        return next;
      });
    },
    [userId],
  );

  return { prefs, setPref };
}
