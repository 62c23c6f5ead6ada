import { useInfiniteQuery } from '@tanstack/react-query';
import { businessProfileReads, PROFILE_PAGE_SIZES, type Recommender } from '@tradeshub/sdk';
import { businessKeys } from '../../../../entities/business';
import { takeFirstPage } from '../../../../lib/first-reads';
import { loadClient } from '../../../../lib/load-client';

const RECOMMENDERS_PAGE_SIZE = PROFILE_PAGE_SIZES.recommenders;

/** GET business/:id/recommenders, newest first. */
export function useBusinessRecommenders(id: string) {
  return useInfiniteQuery({
    queryKey: businessKeys.recommenders(id),
    queryFn: async ({ pageParam, signal }) =>
      (await loadClient()).business.getRecommenders({ params: { id }, query: { cursor: pageParam, limit: RECOMMENDERS_PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: () => takeFirstPage<{ items: Recommender[]; nextCursor: string | null }>(businessProfileReads(id).recommenders),
  });
}
