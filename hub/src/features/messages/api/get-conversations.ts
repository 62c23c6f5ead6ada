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
 * tradesperson side) and every independent assessment's.
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
  const all = allConversations(query.data);
  const inMode = new Set(conversationsForRole(all, userId, isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER').map((c) => c.id));
  // An assessor's ASSESSMENT conversations join two businesses as often as a business and a
  // customer, so neither side reads as 'the tradesperson' of it: they show in either mode.
  const conversations: Conversation[] = all.filter((c) => inMode.has(c.id) || c.kind === 'ASSESSMENT');
  return { query, conversations };
}
