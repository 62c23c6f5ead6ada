import { useInfiniteQuery } from '@tanstack/react-query';
import { conversationsForRole, type Conversation } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';
import { allConversations } from '../conversation-list-cache';
import { messagesKeys } from './keys';

const PAGE_SIZE = 30;

/**
 * The caller's conversations, most recently active first, keeping only those of the mode
 * they use Tradeshub in (spec section 5: business mode lists the ones where they are the
 * tradesperson side).
 */
export function useConversations() {
  const { userInfo, isBusinessUser } = useSession();
  const userId = userInfo?.id ?? '';
  const query = useInfiniteQuery({
    queryKey: messagesKeys.conversations(userId),
    queryFn: ({ pageParam, signal }) =>
      client.chat.getConversations({ query: { userId, limit: PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== '',
  });
  const conversations: Conversation[] = conversationsForRole(
    allConversations(query.data),
    userId,
    isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER',
  );
  return { query, conversations };
}
