import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { connectionCheckSchema, userConnectionSchema } from './entities/connection.js';
import { idOf, requiredField } from './entities/fields.js';
import { userSummarySchema } from './entities/user.js';

// Spec section 7 "Connections (/community-service/user-connection)".
const base = '/community-service/user-connection';

export const connectionsContracts = {
  create: defineContract({
    method: 'POST',
    path: `${base}/create-user-connection`,
    access: 'private',
    summary: 'Sends a connection request to another user.',
    body: z.object({ receiverId: idOf('user') }),
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
    summary: 'Lists connection requests to the caller they have not seen yet, with their total count.',
    query: pageQuery,
    data: page(userConnectionSchema).extend({ count: z.number().int().min(0) }),
  }),
  searchUsersByName: defineContract({
    method: 'GET',
    path: `${base}/search-users-by-name`,
    access: 'private',
    summary: 'Finds users whose name contains the text given, to connect with.',
    query: pageQuery.extend({ name: requiredField('a name to search for', 100) }),
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
} as const;
