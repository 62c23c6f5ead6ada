import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@tradeshub/sdk';
import { client } from '../../../../lib/client';
import { emptyWhenNotServed } from '../not-served';

const REVIEWS_PAGE_SIZE = 5;

/** GET business/get-business-reviews/:id, newest first, a few at a time. */
export function useBusinessReviews(id: string) {
  return useInfiniteQuery({
    queryKey: ['business', id, 'reviews'],
    queryFn: ({ pageParam, signal }) =>
      client.business
        .getReviews({ params: { id }, query: { cursor: pageParam, limit: REVIEWS_PAGE_SIZE } }, { signal })
        .catch((error: unknown) => emptyWhenNotServed<Review>(error)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
