import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

const QUEUE_PAGE_SIZE = 10;

export const reviewDisputesKey = ['admin', 'review-disputes'] as const;

/** GET admin/review-disputes: PENDING first, oldest first, then the decided ones. */
export function useReviewDisputes(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: reviewDisputesKey,
    queryFn: ({ pageParam, signal }) => client.admin.getReviewDisputes({ query: { cursor: pageParam, limit: QUEUE_PAGE_SIZE } }, { signal }),
    enabled,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
