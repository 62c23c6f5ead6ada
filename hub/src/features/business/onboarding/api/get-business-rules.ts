import { useQuery } from '@tanstack/react-query';
import { client } from '../../../../lib/client';

/** The content item every business accepts before it is listed (seeded as 'business-rules'). */
export const BUSINESS_RULES_SLUG = 'business-rules';

export function useBusinessRules() {
  return useQuery({
    queryKey: ['content', BUSINESS_RULES_SLUG],
    queryFn: ({ signal }) => client.content.getItem({ params: { slug: BUSINESS_RULES_SLUG } }, { signal }),
    staleTime: 10 * 60_000,
  });
}
