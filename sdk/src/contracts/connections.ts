import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import {
  connectionCheckSchema,
  publicTrustedConnectionsSchema,
  trustedConnectionsSchema,
  userConnectionSchema,
} from './entities/connection.js';
import { idOf, requiredField } from './entities/fields.js';
import { viewerModeSchema } from './entities/notification.js';
import { userSummarySchema } from './entities/user.js';

// Spec section 7 "Connections (/community-service/user-connection)".
const base = '/community-service/user-connection';
const publicBase = '/community-service/public/user-connection';

/** At least two characters, so a search never lists everyone. */
const nameQuery = requiredField('a name to search for', 100).min(2, 'Enter at least 2 letters of a name to search for');

export const connectionsContracts = {
  create: defineContract({
    method: 'POST',
    path: `${base}/create-user-connection`,
    access: 'private',
    summary: 'Sends a connection request to another user.',
    body: z.object({
      receiverId: idOf('user'),
      /** Asking to join a business's trusted connections, from its profile. */
      isTrustedConnection: z.boolean().default(false),
    }),
    data: userConnectionSchema,
  }),
  getAll: defineContract({
    method: 'GET',
    path: `${base}/get-all-user-connections`,
    access: 'private',
    summary: "Lists the caller's accepted connections.",
    query: pageQuery,
    data: page(userConnectionSchema),
  }),
  getAllUnseenRequests: defineContract({
    method: 'GET',
    path: `${base}/get-all-unseen-connection-request`,
    access: 'private',
    summary: 'Lists connection requests to the caller they have not seen yet, with the count for the mode viewed.',
    /** The count follows the contact-badge rule: trusted-connection requests count only in business mode. */
    query: pageQuery.extend({ mode: viewerModeSchema.optional() }),
    data: page(userConnectionSchema).extend({ count: z.number().int().min(0) }),
  }),
  searchUsersByName: defineContract({
    method: 'GET',
    path: `${base}/search-users-by-name`,
    access: 'private',
    summary: 'Finds users whose name contains the text given, to connect with.',
    query: pageQuery.extend({ name: nameQuery }),
    data: page(userSummarySchema),
  }),
  checkIfConnected: defineContract({
    method: 'GET',
    path: `${base}/check-if-user-connected`,
    access: 'private',
    summary: 'Tells whether the caller is connected to a user, and the connection if there is one.',
    query: z.object({ userId: idOf('user') }),
    data: connectionCheckSchema,
  }),
  getAllPending: defineContract({
    method: 'GET',
    path: `${base}/get-all-pending-user-connections`,
    access: 'private',
    summary: 'Lists connection requests waiting for the caller to accept or reject them.',
    query: pageQuery,
    data: page(userConnectionSchema),
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/update-user-connection`,
    access: 'private',
    summary: 'Accepts or rejects a connection request sent to the caller.',
    body: z.object({
      connectionId: idOf('connection'),
      status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Choose whether to accept or reject the request' }),
    }),
    data: userConnectionSchema,
  }),
  markAllUnseenSeen: defineContract({
    method: 'PATCH',
    path: `${base}/update-all-unseen-request`,
    access: 'private',
    summary: "Marks every connection request to the caller as seen, clearing the badge.",
    data: emptyData,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: `${base}/remove-user-connection/:id`,
    access: 'private',
    summary: 'Removes a connection or withdraws a request the caller takes part in.',
    params: idParams,
    data: emptyData,
  }),
  getBusinessTrustedConnections: defineContract({
    method: 'GET',
    path: `${base}/get-business-trusted-connections/:businessId`,
    publicPath: `${publicBase}/get-business-trusted-connections/:businessId`,
    access: 'public-twin',
    summary:
      "Lists the people connected to a business's owner; signed in, also which of the caller's connections recommended it.",
    params: z.object({ businessId: idOf('business') }),
    query: pageQuery,
    data: trustedConnectionsSchema,
    publicData: publicTrustedConnectionsSchema,
  }),
} as const;
