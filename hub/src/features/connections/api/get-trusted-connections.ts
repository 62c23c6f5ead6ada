import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';
import { connectionKeys } from '../../../entities/connections';

/**
 * The people connected to a business's owner and, signed in, which of the caller's own
 * connections recommended it (only on the first page: it is not paged).
 */
export function useTrustedConnections(businessId: string) {
  const { isAuthenticated } = useSession();
  return useInfiniteQuery({
    queryKey: connectionKeys.trusted(businessId, isAuthenticated),
    queryFn: ({ pageParam, signal }) =>
      client.connections.getBusinessTrustedConnections({ params: { businessId }, query: { limit: 24, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.connections.nextCursor ?? undefined,
  });
}
