import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import {
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadNotificationCountSchema,
  viewerModeSchema,
} from './entities/notification.js';

// Spec section 7 "Notifications (/community-service/notification)".
const base = '/community-service/notification';

export const notificationsContracts = {
  getAll: defineContract({
    method: 'GET',
    path: `${base}/get-notifications`,
    access: 'private',
    summary: "Lists the caller's notifications, newest first.",
    query: pageQuery,
    data: page(notificationSchema),
  }),
  getUnreadCount: defineContract({
    method: 'GET',
    path: `${base}/get-unread-notifications-count`,
    access: 'private',
    summary: "Counts the caller's unread notifications the way the badge of the mode viewed does (spec section 6).",
    query: z.object({ mode: viewerModeSchema.optional() }),
    data: unreadNotificationCountSchema,
  }),
  getById: defineContract({
    method: 'GET',
    path: `${base}/get-notification-by-id/:id`,
    access: 'private',
    summary: "Returns one of the caller's notifications.",
    params: idParams,
    data: notificationSchema,
  }),
  markRead: defineContract({
    method: 'PATCH',
    path: `${base}/update-read-status/:id`,
    access: 'private',
    summary: "Marks one of the caller's notifications as read.",
    params: idParams,
    data: notificationSchema,
  }),
  markAllRead: defineContract({
    method: 'PATCH',
    path: `${base}/update-read-status-all`,
    access: 'private',
    summary: "Marks every one of the caller's notifications as read.",
    data: emptyData,
  }),
  getPreferences: defineContract({
    method: 'GET',
    path: `${base}/preferences`,
    access: 'private',
    summary: "Which of the caller's notices also go out by email or text message, per topic (defaults filled in).",
    data: notificationPreferencesSchema,
  }),
  updatePreferences: defineContract({
    method: 'PUT',
    path: `${base}/preferences`,
    access: 'private',
    summary: 'Saves the caller\'s choices for the topics sent; topics left out keep their current choice.',
    body: z.object({
      preferences: z
        .array(notificationPreferenceSchema, { error: 'Send preferences as a list' })
        .min(1, 'Send at least one preference')
        .max(10, 'Send each topic at most once')
        .refine((list) => new Set(list.map((p) => p.topic)).size === list.length, 'Send each topic at most once'),
    }),
    data: notificationPreferencesSchema,
  }),
} as const;
