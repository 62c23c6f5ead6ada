import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../../../lib/client';
import { inviteKeys } from './keys';

/** Recommendations from customers still waiting for the owner to accept or reject them. */
export function usePendingRecommendations(businessId: string) {
  return useInfiniteQuery({
    queryKey: inviteKeys.pending(businessId),
    queryFn: ({ pageParam, signal }) =>
      client.business.getPendingRecommendations({ params: { id: businessId }, query: { cursor: pageParam, limit: 10 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
