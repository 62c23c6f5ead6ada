import { useInfiniteQuery } from '@tanstack/react-query';
import { businessKeys } from '../../../../entities/business';
import { client } from '../../../../lib/client';

const RECOMMENDERS_PAGE_SIZE = 12;

/** GET business/:id/recommenders, newest first. */
export function useBusinessRecommenders(id: string) {
  return useInfiniteQuery({
    queryKey: businessKeys.recommenders(id),
    queryFn: ({ pageParam, signal }) =>
      client.business.getRecommenders({ params: { id }, query: { cursor: pageParam, limit: RECOMMENDERS_PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
