import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_PAGE_SIZES } from '@tradeshub/sdk';
import { reads } from '../../../lib/plain-reads';
import { communityKeys } from './keys';

const PAGE_SIZE = COMMUNITY_PAGE_SIZES.activity;

/** What the caller did in the community, newest first. */
export const myActivityOptions = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.activity,
    queryFn: ({ pageParam, signal }) => reads.community.getActivity({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMyActivity() {
  return useInfiniteQuery(myActivityOptions());
}
