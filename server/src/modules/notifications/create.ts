import type { NotificationType } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { queueNotificationCopies } from './copies.js';
import { pushNotificationOnCommit } from '../../realtime/notification-push.js';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  actionType: NotificationType;
  /** One sentence the person reads, e.g. 'Amelia Clarke accepted your connection request.' */
  message: string;
  triggeredByUserId?: string | null;
  /** Addressed to the person as a tradesperson (replies and upvotes on their business side). */
  isForTradeperson?: boolean;
  /** Addressed to their business (quote events, business connections). */
  isForBusiness?: boolean;
  metaData?: Record<string, unknown>;
}

/**
 * The one way modules tell someone something happened. Pass the caller's transaction so the
 * notice is kept only if the change it describes is. The recipient's sockets hear it when
 * that transaction commits.
 */
export async function createNotification(db: Queryable, input: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      actionType: input.actionType,
      message: input.message,
      triggeredByUserId: input.triggeredByUserId ?? null,
      isForTradeperson: input.isForTradeperson ?? false,
      isForBusiness: input.isForBusiness ?? false,
      metaData: input.metaData ?? null,
    })
    .returning({ id: notifications.id });
  await queueNotificationCopies(db, { id: row!.id, userId: input.userId, actionType: input.actionType });
  await pushNotificationOnCommit(db, input.userId, row!.id);
  return row!.id;
}
