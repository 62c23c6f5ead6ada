import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Connection requests waiting for the caller to accept or reject them. */
export function usePendingConnections() {
  return useInfiniteQuery({
    queryKey: connectionKeys.pending(),
    queryFn: ({ pageParam, signal }) => client.connections.getAllPending({ query: { limit: 20, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
