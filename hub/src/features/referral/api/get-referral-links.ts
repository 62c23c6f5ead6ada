import { useInfiniteQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT, type Recommendation } from '@tradeshub/sdk';
import { recommendationKeys } from '../../../entities/recommendations';
import { client } from '../../../lib/client';

/** Only accepted, standing recommendations have a link worth sharing: the business vouched-for is live. */
export function isShareable(recommendation: Recommendation): boolean {
  return recommendation.status === 'ACCEPTED' && !recommendation.revokedAt && recommendation.business !== null;
}

/** The caller's recommendations, a large page at a time, for their referral links. */
export function useReferralLinks() {
  return useInfiniteQuery({
    queryKey: recommendationKeys.mineReferralLinks,
    queryFn: ({ pageParam, signal }) => client.recommendations.getAll({ query: { cursor: pageParam, limit: MAX_PAGE_LIMIT } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => ({ links: data.pages.flatMap((p) => p.items).filter(isShareable) }),
  });
}
