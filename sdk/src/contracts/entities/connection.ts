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
  /** A request to join a business's trusted connections (counted only in business users' contact counts). */
  isTrustedConnection: z.boolean(),
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

/** GET get-business-trusted-connections on the public path: the people connected to the business's owner. */
export const publicTrustedConnectionsSchema = z.object({
  connections: z.object({ items: z.array(userSummarySchema), nextCursor: z.string().nullable() }),
});
export type PublicTrustedConnections = z.infer<typeof publicTrustedConnectionsSchema>;

/** ...and, for a signed-in viewer, which of their own connections recommended the business. */
export const trustedConnectionsSchema = publicTrustedConnectionsSchema.extend({
  recommendedByYourConnections: z.array(userSummarySchema),
});
export type TrustedConnections = z.infer<typeof trustedConnectionsSchema>;
