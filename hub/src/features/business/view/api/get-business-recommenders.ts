import { useInfiniteQuery } from '@tanstack/react-query';
import type { Recommender } from '@tradeshub/sdk';
import { client } from '../../../../lib/client';
import { emptyWhenNotServed } from '../not-served';

const RECOMMENDERS_PAGE_SIZE = 12;

/** GET business/:id/recommenders, newest first. */
export function useBusinessRecommenders(id: string) {
  return useInfiniteQuery({
    queryKey: ['business', id, 'recommenders'],
    queryFn: ({ pageParam, signal }) =>
      client.business
        .getRecommenders({ params: { id }, query: { cursor: pageParam, limit: RECOMMENDERS_PAGE_SIZE } }, { signal })
        .catch((error: unknown) => emptyWhenNotServed<Recommender>(error)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
