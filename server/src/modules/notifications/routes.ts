import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import {
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCountFor,
} from './service.js';
import { viewerModeOf } from './viewer-mode.js';
import { startCopyDispatcher, type CopyDispatcher } from './copy-dispatcher.js';
import { preferencesOf, savePreferences } from './preferences.js';

/**
 * The caller's notifications: list, unread count for the mode viewed, by id, mark read; the
 * preferences that decide their email and text copies, and the dispatcher that sends those.
 */
export function notificationsHandlers({ db }: AppContext) {
  return {
    getAll: async ({ viewer, query }) =>
      listNotifications(db, viewer.userId, { cursor: query.cursor, limit: query.limit }),
    getUnreadCount: async ({ viewer, query }) => {
      const mode = await viewerModeOf(db, viewer.userId, query.mode);
      return { count: await unreadNotificationCountFor(db, viewer.userId, mode), mode };
    },
    getById: async ({ viewer, params }) => findNotification(db, viewer.userId, params.id),
    markRead: async ({ viewer, params }) => markNotificationRead(db, viewer.userId, params.id),
    markAllRead: async ({ viewer }) => {
      await markAllNotificationsRead(db, viewer.userId);
      return withMessage(null, 'All your notifications are marked as read.');
    },
    getPreferences: async ({ viewer }) => preferencesOf(db, viewer.userId),
    updatePreferences: async ({ viewer, body }) =>
      withMessage(await savePreferences(db, viewer.userId, body.preferences), 'Your notification settings are saved.'),
  } satisfies Partial<GroupHandlers<'notifications'>>;
}

/** Sends the email and text copies of notifications people asked for, in the background. */
export function startNotificationCopies(app: FastifyInstance, { db, config, mailer, sms }: AppContext): void {
  const copies = startCopyDispatcher({
    db,
    mailer,
    sms,
    siteUrl: config.siteUrl,
    intervalMs: config.notificationCopyIntervalMs,
    onError: (error) => app.log.error({ err: error }, 'A notification copy could not be sent'),
  });
  app.decorate('notificationCopies', copies);
  app.addHook('onClose', async () => copies.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued email/SMS copies of notifications; tests drain it instead of waiting. */
    notificationCopies: CopyDispatcher;
  }
}
