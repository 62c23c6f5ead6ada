import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BusinessSearchBody } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';

/** Outside the business keys: a search result is not one business. */
const businessSearchKey = (body: BusinessSearchBody | null) => ['business-search', body] as const;

/**
 * POST business/search, a page at a time. Null waits (no place chosen yet). While a changed
 * search loads, the previous results stay on screen so the list does not flash empty.
 */
export function useBusinessSearch(body: BusinessSearchBody | null) {
  return useInfiniteQuery({
    queryKey: businessSearchKey(body),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).business.search({ body: { ...body, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
