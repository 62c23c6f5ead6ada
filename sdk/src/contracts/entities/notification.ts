import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { NOTIFICATION_TYPES } from '../../domain/vocabulary.js';
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
