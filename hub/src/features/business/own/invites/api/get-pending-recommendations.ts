import { useInfiniteQuery } from '@tanstack/react-query';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** Recommendations from customers still waiting for the owner to accept or reject them. */
export function usePendingRecommendations(businessId: string) {
  return useInfiniteQuery({
    queryKey: businessKeys.pendingRecommendations(businessId),
    queryFn: ({ pageParam, signal }) =>
      client.business.getPendingRecommendations({ params: { id: businessId }, query: { cursor: pageParam, limit: 10 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
