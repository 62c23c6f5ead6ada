import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { recommendationKeys } from '../../../entities/recommendations';
import { MAX_PAGES, PAGE_LIMIT } from './read-whole';

/** Every recommendation the customer made (up to 500), newest first. */
export function useMyRecommendations() {
  return useQuery({
    queryKey: recommendationKeys.mineWhole,
    queryFn: async ({ signal }) => {
      const all: Recommendation[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page = await client.recommendations.getAll({ query: { limit: PAGE_LIMIT, cursor } }, { signal });
        all.push(...page.items);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      return all;
    },
  });
}
