// The keys apart from the reads: the header's bell and the shell's live updates use them
// without loading the client the list's reads come with.

/** Everything under this key is the caller's notifications; the header bell's count lives here too. */
export const notificationsKey = ['notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;
/** The bell's count in the mode being used; under `notificationsKey`, so marking notifications read refreshes it. */
export const unreadNotificationCountKey = (mode: 'CUSTOMER' | 'TRADEPERSON') => [...notificationsKey, 'unread-count', mode] as const;
