import { notificationsContracts } from '@tradeshub/sdk';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import type { AppModule } from '../index.js';
import {
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCountFor,
} from './service.js';
import { viewerModeOf } from './viewer-mode.js';

/** The caller's notifications: list, unread count for the mode viewed, by id, mark read. */
export const notificationsModule: AppModule = (app, { db }) => {
  registerRoute(app, notificationsContracts.getAll, async ({ viewer, query }) =>
    listNotifications(db, viewer.userId, { cursor: query.cursor, limit: query.limit }),
  );

  registerRoute(app, notificationsContracts.getUnreadCount, async ({ viewer, query }) => {
    const mode = await viewerModeOf(db, viewer.userId, query.mode);
    return { count: await unreadNotificationCountFor(db, viewer.userId, mode), mode };
  });

  registerRoute(app, notificationsContracts.getById, async ({ viewer, params }) => findNotification(db, viewer.userId, params.id));

  registerRoute(app, notificationsContracts.markRead, async ({ viewer, params }) => markNotificationRead(db, viewer.userId, params.id));

  registerRoute(app, notificationsContracts.markAllRead, async ({ viewer }) => {
    await markAllNotificationsRead(db, viewer.userId);
    return withMessage(null, 'All your notifications are marked as read.');
  });
};
