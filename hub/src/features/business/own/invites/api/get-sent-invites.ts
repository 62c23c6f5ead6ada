import { useInfiniteQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT, type Recommendation } from '@tradeshub/sdk';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** An invite is a recommendation the business started by sending it at least once. */
export const isInvite = (recommendation: Recommendation) => recommendation.inviteCount > 0;

/** The business's recommendations (the owner sees invites too), keeping the invites it sent. */
export function useSentInvites(businessId: string) {
  return useInfiniteQuery({
    queryKey: businessKeys.recommendations(businessId),
    queryFn: ({ pageParam, signal }) =>
      client.recommendations.getByBusinessId({ params: { id: businessId }, query: { cursor: pageParam, limit: MAX_PAGE_LIMIT } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.items).filter(isInvite),
  });
}
