import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { withNewestPage, withOlderPage, type Thread } from '../thread-cache';
import { messagesKeys } from './keys';

const OLDER_PAGE_SIZE = 30;

/**
 * One conversation and its messages. A refetch (after a reconnect, on focus) brings the
 * newest page and merges it into what is loaded, so older pages stay and nothing repeats.
 * Null data means the conversation could not be opened (not found, or the server is away).
 */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const key = messagesKeys.thread(conversationId);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Thread | null> => {
      const detail = await client.chat.getConversationById({ params: { id: conversationId } }, { signal });
      if (!detail) return queryClient.getQueryData<Thread | null>(key) ?? null;
      return withNewestPage(queryClient.getQueryData<Thread | null>(key) ?? undefined, detail);
    },
    enabled: conversationId !== '',
    staleTime: Infinity,
  });
}

/** Loads the page before the oldest loaded message; `loading` guards against asking twice. */
export function useLoadOlderMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const loadOlder = useCallback(async () => {
    const key = messagesKeys.thread(conversationId);
    const thread = queryClient.getQueryData<Thread | null>(key);
    if (!thread?.olderFrom || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await client.chat.getNextMessages({
        query: { conversationId, lastMessageId: thread.olderFrom, limit: OLDER_PAGE_SIZE },
      });
      queryClient.setQueryData<Thread | null>(key, (current) => (current ? withOlderPage(current, page) : current));
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [conversationId, loading, queryClient]);
  return { loadOlder, loading, error };
}
