import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { onlineAmong } from './service.js';

/** Who is online now, for pages that then follow USER_ONLINE/USER_OFFLINE on the socket. */
export function presenceHandlers({ db, presence }: AppContext) {
  return {
    getOnlineUsers: async ({ viewer, body }) => ({
      onlineUserIds: await onlineAmong(db, viewer.userId, body.userIds, presence.isOnline),
    }),
  } satisfies Partial<GroupHandlers<'presence'>>;
}
