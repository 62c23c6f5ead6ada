import { useQuery } from '@tanstack/react-query';
import { menuCountQuery } from '../../../entities/menu-counts-read';
import { useSession } from '../../../lib/session';
import { messagesKeys } from './keys';

/**
 * How many conversations of the mode being used have unseen messages (the Messages badge;
 * 0 while signed out or loading). MessagesLiveSync refreshes it when a message arrives or
 * is seen; it is under messagesKeys.all, so a reconnect's catch-up refreshes it too.
 */
export function useUnseenConversationCount(): number {
  const { isAuthenticated, userInfo, isBusinessUser } = useSession();
  const userId = userInfo?.id ?? '';
  const mode = isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  const unseen = useQuery({
    queryKey: messagesKeys.unseen(userId, mode),
    queryFn: menuCountQuery('conversations', { userId, mode }),
    enabled: isAuthenticated && userId !== '',
  });
  return isAuthenticated ? (unseen.data?.count ?? 0) : 0;
}
