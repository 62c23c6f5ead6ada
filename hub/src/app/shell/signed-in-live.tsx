import { useEffect } from 'react';
import { RealtimeConnection, type RealtimeConnectionProps } from '../../lib/realtime';
import { connectionKeys } from '../../entities/connections';
import { useUnseenConversationCount } from '../../features/messages/api/get-unseen-count';
import { MessagesLiveSync } from '../../features/messages/components/messages-live-sync';
import { notificationsKey } from '../../features/notifications/api/get-notifications';

/** What a pushed event makes stale (issue 5: the bell, the list and the connection requests follow live). */
const LIVE_QUERIES: RealtimeConnectionProps['invalidateOn'] = {
  NOTIFICATION: [notificationsKey],
  CONNECTION_REQUEST: [connectionKeys.all],
};

/**
 * What the shell runs for a signed-in person only: the socket, live messages, and the count
 * of conversations waiting (told to the shell for the Messages badge). Its own chunk, loaded
 * once someone is signed in, so a visitor's first page does not download the client for it.
 */
export default function SignedInLive({ onUnseenConversations }: { onUnseenConversations: (count: number) => void }) {
  const unseen = useUnseenConversationCount();
  useEffect(() => onUnseenConversations(unseen), [unseen, onUnseenConversations]);
  return (
    <>
      <RealtimeConnection invalidateOn={LIVE_QUERIES} />
      <MessagesLiveSync />
    </>
  );
}
