import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** The caller's accepted connections, a page at a time. */
export function useConnections() {
  return useInfiniteQuery({
    queryKey: connectionKeys.accepted(),
    queryFn: ({ pageParam, signal }) => client.connections.getAll({ query: { limit: 20, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
