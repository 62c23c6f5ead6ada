import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

export const MY_RECOMMENDATIONS_KEY = ['recommendations', 'mine'] as const;
const PAGE_SIZE = 10;

/** The caller's recommendations, newest first, a page at a time (revoked ones included). */
export function useMyRecommendations() {
  return useInfiniteQuery({
    queryKey: MY_RECOMMENDATIONS_KEY,
    queryFn: ({ pageParam, signal }) => client.recommendations.getAll({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
