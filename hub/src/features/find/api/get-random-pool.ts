import { useQuery } from '@tanstack/react-query';
import type { BusinessSearchBody } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { isRandomCandidate } from '../random-pick';

/** Outside the business keys, as every search is. */
const randomPoolKey = (body: BusinessSearchBody | null) => ['business-search', 'random', body] as const;

/** The candidates /random draws from near a place: the most recommended, good enough by the page's rule. Null waits. */
export function useRandomPool(body: BusinessSearchBody | null) {
  return useQuery({
    queryKey: randomPoolKey(body),
    queryFn: async ({ signal }) => (await (await loadClient()).business.search({ body: body ?? {} }, { signal })).items.filter(isRandomCandidate),
    enabled: body !== null,
    staleTime: 60_000,
  });
}
