import { copyChannelsFor, type NotificationType } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { notificationCopies } from '../../db/schema/index.js';
import { storedPreferences } from './preferences.js';

/**
 * Queues the email and text copies the recipient's preferences ask for, in the caller's
 * transaction: the copies exist exactly when the notification does. The dispatcher
 * (copy-dispatcher.ts) sends them once committed.
 */
export async function queueNotificationCopies(
  db: Queryable,
  notification: { id: string; userId: string; actionType: NotificationType },
): Promise<void> {
  const channels = copyChannelsFor(notification.actionType, await storedPreferences(db, notification.userId));
  if (channels.length === 0) return;
  await db.insert(notificationCopies).values(channels.map((channel) => ({ notificationId: notification.id, channel })));
}
