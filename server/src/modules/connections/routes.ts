import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { viewerModeOf } from '../notifications/viewer-mode.js';
import { listConnectionsFor } from './queries.js';
import { searchUsersByName } from './search.js';
import {
  acceptedConnections,
  answerConnectionRequest,
  connectionCheck,
  markAllRequestsSeen,
  pendingRequestsTo,
  removeConnection,
  requestConnection,
  unseenRequestCount,
  unseenRequestsTo,
} from './service.js';
import { publicTrustedConnections, trustedConnectionsFor } from './trusted.js';

/** Connection requests between users, searching people to connect with, and a business's trusted connections. */
export function connectionsHandlers({ db, events }: AppContext) {
  const pageOf = (query: { cursor?: string | undefined; limit: number }) => ({ cursor: query.cursor, limit: query.limit });

  return {
    create: async ({ viewer, body }) =>
      withMessage(await requestConnection(db, events, viewer.userId, body), 'Your connection request has been sent.', 201),
    update: async ({ viewer, body }) => {
      const connection = await answerConnectionRequest(db, viewer.userId, body.connectionId, body.status);
      const message = body.status === 'ACCEPTED' ? 'You are now connected.' : 'You have declined the connection request.';
      return withMessage(connection, message);
    },
    getAll: async ({ viewer, query }) =>
      listConnectionsFor(db, viewer.userId, acceptedConnections, pageOf(query), 'connections'),
    getAllPending: async ({ viewer, query }) =>
      listConnectionsFor(
        db,
        viewer.userId,
        pendingRequestsTo(viewer.userId),
        pageOf(query),
        'connection requests',
      ),
    getAllUnseenRequests: async ({ viewer, query }) => {
      const mode = await viewerModeOf(db, viewer.userId, query.mode);
      const [page, count] = await Promise.all([
        listConnectionsFor(db, viewer.userId, unseenRequestsTo(viewer.userId), pageOf(query), 'connection requests'),
        unseenRequestCount(db, viewer.userId, mode),
      ]);
      return { ...page, count };
    },
    markAllUnseenSeen: async ({ viewer }) => {
      await markAllRequestsSeen(db, viewer.userId);
      return null;
    },
    searchUsersByName: async ({ viewer, query }) =>
      searchUsersByName(db, viewer.userId, query.name, pageOf(query)),
    checkIfConnected: async ({ viewer, query }) => connectionCheck(db, viewer.userId, query.userId),
    remove: async ({ viewer, params }) => {
      await removeConnection(db, viewer.userId, params.id);
      return withMessage(null, 'The connection has been removed.');
    },
    getBusinessTrustedConnections: async ({ viewer, params, query, isPublic }) =>
      isPublic || !viewer
        ? publicTrustedConnections(db, params.businessId, pageOf(query))
        : trustedConnectionsFor(db, viewer, params.businessId, pageOf(query)),
  } satisfies Partial<GroupHandlers<'connections'>>;
}
