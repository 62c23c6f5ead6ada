import { z } from 'zod';
import { id, isoDate } from '../common.js';
import { CONNECTION_STATUSES } from '../../domain/statuses.js';
import { userSummarySchema } from './user.js';

/** A connection between two users; `user` is the other side from the caller's view. */
export const userConnectionSchema = z.object({
  id,
  senderId: id,
  receiverId: id,
  status: z.enum(CONNECTION_STATUSES),
  /** Whether the receiver has seen the request. */
  seen: z.boolean(),
  user: userSummarySchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type UserConnection = z.infer<typeof userConnectionSchema>;

/** GET check-if-user-connected: the connection between the caller and a user, if any. */
export const connectionCheckSchema = z.object({
  connected: z.boolean(),
  connection: userConnectionSchema.nullable(),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;
