import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { NOTIFICATION_TYPES } from '../../domain/vocabulary.js';
import { NOTIFICATION_TOPIC_IDS } from '../../domain/notification-preferences.js';
import type { ViewerRole } from '../../domain/notification-counting.js';
import { userSummarySchema } from './user.js';

/**
 * Extra details of a notification or activity. The server sends an object; older rows
 * hold a JSON string (read both with parseMetaData from the domain).
 */
export const metaDataSchema = z.union([z.record(z.string(), z.unknown()), text(10_000)]).nullable();

export const notificationSchema = z.object({
  id,
  userId: id,
  actionType: z.enum(NOTIFICATION_TYPES),
  message: text(500),
  triggeredBy: userSummarySchema.nullable(),
  read: z.boolean(),
  isForTradeperson: z.boolean(),
  isForBusiness: z.boolean(),
  metaData: metaDataSchema,
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * The mode a badge count is for (spec section 6: the two modes count differently). Left
 * out, the server uses the mode the account is in: business mode when it has switched to it.
 */
export const viewerModeSchema = z.enum(['CUSTOMER', 'TRADEPERSON'] as const satisfies readonly ViewerRole[], {
  error: 'Choose CUSTOMER or TRADEPERSON',
});

/** GET get-unread-notifications-count: the unread badge for the mode viewed. */
export const unreadNotificationCountSchema = z.object({
  /** Unread notifications that count for `mode`, per the sdk's notification-counting rules. */
  count: z.number().int().min(0),
  mode: viewerModeSchema,
});
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCountSchema>;

/** One topic's copies: whether its notices also go out by email and by text message. */
export const notificationPreferenceSchema = z.object({
  topic: z.enum(NOTIFICATION_TOPIC_IDS, { error: 'Choose a notification topic from the list' }),
  email: z.boolean({ error: 'Say whether to send an email: true or false' }),
  sms: z.boolean({ error: 'Say whether to send a text message: true or false' }),
});

/** Every topic's preference, defaults filled in, and whether a text can reach the person. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** False while the profile has no mobile number: text messages cannot go anywhere yet. */
  canReceiveSms: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
