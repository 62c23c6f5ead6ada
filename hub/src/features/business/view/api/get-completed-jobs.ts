import { useInfiniteQuery } from '@tanstack/react-query';
import { businessProfileReads, PROFILE_PAGE_SIZES, type PublicWork } from '@tradeshub/sdk';
import { workKeys } from '../../../../entities/work';
import { takeFirstPage } from '../../../../lib/first-reads';
import { loadClient } from '../../../../lib/load-client';

const PAGE_SIZE = PROFILE_PAGE_SIZES.finishedWorks;

/** The business's finished jobs through Tradeshub, newest first, as everyone sees them (no amounts or addresses). */
export function useCompletedJobs(businessId: string) {
  return useInfiniteQuery({
    queryKey: workKeys.finishedByBusiness(businessId),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).work.getFinishedWorks({ query: { businessId, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: () => takeFirstPage<{ items: PublicWork[]; nextCursor: string | null }>(businessProfileReads(businessId).finishedWorks),
  });
}
