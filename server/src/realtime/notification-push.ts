import { REALTIME_EVENTS } from '@tradeshub/sdk';
import type { Queryable } from '../db/client.js';
import { findNotification } from '../modules/notifications/service.js';
import { publishOnCommit } from './publish-on-commit.js';

/**
 * Pushes a new notification to its recipient's sockets once the caller's transaction
 * commits, and never if it rolls back (the NOTIFY is part of the transaction).
 */
export async function pushNotificationOnCommit(db: Queryable, userId: string, notificationId: string): Promise<void> {
  const notification = await findNotification(db, userId, notificationId);
  await publishOnCommit(db, [userId], REALTIME_EVENTS.NOTIFICATION, notification);
}
