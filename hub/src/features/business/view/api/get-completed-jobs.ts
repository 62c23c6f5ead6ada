import { useInfiniteQuery } from '@tanstack/react-query';
import { workKeys } from '../../../../entities/work';
import { client } from '../../../../lib/client';

const PAGE_SIZE = 6;

/** The business's finished jobs through Tradeshub, newest first, as everyone sees them (no amounts or addresses). */
export function useCompletedJobs(businessId: string) {
  return useInfiniteQuery({
    queryKey: workKeys.finishedByBusiness(businessId),
    queryFn: ({ pageParam, signal }) => client.work.getFinishedWorks({ query: { businessId, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
