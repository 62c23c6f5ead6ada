import { z } from 'zod';
import { defineContract } from './contract.js';
import { idOf } from './entities/fields.js';

// Not a spec call: the spec's socket pushes only changes (USER_ONLINE/USER_OFFLINE), so the
// hub asks once, when a page opens or its socket reconnects, who is online already.
const base = '/chat-service/presence';

/** The most ids one question may carry (a page of conversations or connections). */
export const MAX_PRESENCE_USER_IDS = 200;

export const presenceContracts = {
  getOnlineUsers: defineContract({
    method: 'POST',
    path: `${base}/get-online-users`,
    access: 'private',
    summary: 'Says which of the given users are online now, reporting only people the caller can see (partners and connections).',
    body: z.object({
      userIds: z
        .array(idOf('user'), { error: 'Send userIds as a list of user ids' })
        .max(MAX_PRESENCE_USER_IDS, `Ask about at most ${MAX_PRESENCE_USER_IDS} users at a time`),
    }),
    data: z.object({
      /** The ids from the question whose owners have an open socket now. */
      onlineUserIds: z.array(idOf('user')),
    }),
  }),
};
