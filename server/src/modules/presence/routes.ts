import { presenceContracts } from '@tradeshub/sdk';
import { registerRoute } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';
import { onlineAmong } from './service.js';

/** Who is online now, for pages that then follow USER_ONLINE/USER_OFFLINE on the socket. */
export const presenceModule: AppModule = (app, { db, presence }) => {
  registerRoute(app, presenceContracts.getOnlineUsers, async ({ viewer, body }) => ({
    onlineUserIds: await onlineAmong(db, viewer.userId, body.userIds, presence.isOnline),
  }));
};
