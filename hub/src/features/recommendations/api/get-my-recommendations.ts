import { useInfiniteQuery } from '@tanstack/react-query';
import { recommendationKeys } from '../../../entities/recommendations';
import { client } from '../../../lib/client';

const PAGE_SIZE = 10;

/** The caller's recommendations, newest first, a page at a time (revoked ones included). */
export function useMyRecommendations() {
  return useInfiniteQuery({
    queryKey: recommendationKeys.minePages,
    queryFn: ({ pageParam, signal }) => client.recommendations.getAll({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
