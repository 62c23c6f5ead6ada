import { useQuery } from '@tanstack/react-query';
import { MAX_PRESENCE_USER_IDS } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { usePresence } from '../stores/presence';
import { messagesKeys } from './keys';

/**
 * Asks once who of these people is online (USER_ONLINE / USER_OFFLINE events keep it true
 * afterwards); under the messages key, so a reconnect asks again.
 */
export function usePresenceOf(userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort().slice(0, MAX_PRESENCE_USER_IDS);
  return useQuery({
    queryKey: messagesKeys.presence(ids),
    queryFn: async ({ signal }) => {
      const { onlineUserIds } = await (await loadClient()).presence.getOnlineUsers({ body: { userIds: ids } }, { signal });
      usePresence.getState().setKnown(ids, onlineUserIds);
      return onlineUserIds;
    },
    enabled: ids.length > 0,
    retry: false,
  });
}
