import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

const STORY_COUNT = 3;
const tradeStoriesKey = ['business-search', 'trade-stories'] as const;

/**
 * Businesses already winning work on Tradeshub, as the stories on /trade: the most
 * recommended across the country, from the public search (so visitors see them too).
 */
export function useTradeStories() {
  return useQuery({
    queryKey: tradeStoriesKey,
    queryFn: async ({ signal }) => {
      const page = await client.business.search({ body: { sort: 'Most Recommended', limit: STORY_COUNT } }, { signal });
      return page.items.filter((business) => business.recommendationCount > 0 && business.rating.count > 0);
    },
    staleTime: 5 * 60_000,
  });
}
