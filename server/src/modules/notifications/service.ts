import { and, count, desc, eq } from 'drizzle-orm';
import { countsForRole, type Notification, type ViewerRole } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { toUserSummary, userSummaryColumns, type UserSummaryRow } from '../user/user-summary.js';

const notificationCreatedAt = createdAtMs(notifications.createdAt);

type NotificationRow = typeof notifications.$inferSelect;
interface NotificationWithTrigger {
  notification: NotificationRow;
  createdAt: Date;
  triggeredBy: UserSummaryRow | null;
}

function toNotification({ notification, triggeredBy }: NotificationWithTrigger): Notification {
  return {
    id: notification.id,
    userId: notification.userId,
    actionType: notification.actionType,
    message: notification.message,
    triggeredBy: triggeredBy ? toUserSummary(triggeredBy) : null,
    read: notification.read,
    isForTradeperson: notification.isForTradeperson,
    isForBusiness: notification.isForBusiness,
    metaData: notification.metaData ?? null,
    createdAt: notification.createdAt.toISOString(),
  };
}

function selectNotifications(db: Queryable) {
  return db
    .select({ notification: notifications, createdAt: notificationCreatedAt, triggeredBy: userSummaryColumns })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.triggeredByUserId));
}

/** The caller's notifications, newest first, one page at a time. */
export async function listNotifications(db: Queryable, userId: string, request: PageRequest): Promise<Page<Notification>> {
  const after = request.cursor ? decodePageCursor(request.cursor, 'notifications') : null;
  const rows = await selectNotifications(db)
    .where(and(eq(notifications.userId, userId), afterCursor(notificationCreatedAt, notifications.id, after)))
    .orderBy(desc(notificationCreatedAt), desc(notifications.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (row) => ({ createdAt: row.createdAt, id: row.notification.id }), toNotification);
}

/** One of the caller's notifications; someone else's is not found. */
export async function findNotification(db: Queryable, userId: string, id: string): Promise<Notification> {
  const [row] = await selectNotifications(db)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound('notification');
  return toNotification(row);
}

export async function markNotificationRead(db: Queryable, userId: string, id: string): Promise<Notification> {
  const [updated] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated) throw notFound('notification');
  return findNotification(db, userId, id);
}

export async function markAllNotificationsRead(db: Queryable, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/**
 * The unread badge for a mode. The database groups unread notices by the fields the sdk's
 * counting rule reads, and the rule itself (countsForRole) decides which groups count, so
 * the server and the hub can never disagree.
 */
export async function unreadNotificationCountFor(db: Queryable, userId: string, mode: ViewerRole): Promise<number> {
  const groups = await db
    .select({
      actionType: notifications.actionType,
      isForTradeperson: notifications.isForTradeperson,
      isForBusiness: notifications.isForBusiness,
      count: count(),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .groupBy(notifications.actionType, notifications.isForTradeperson, notifications.isForBusiness);
  return groups.reduce((total, group) => (countsForRole({ ...group, read: false }, mode) ? total + group.count : total), 0);
}
