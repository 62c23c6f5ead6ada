import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { communityKeys } from './keys';

const PAGE_SIZE = 10;

/** What the caller did in the community, newest first. */
export function useMyActivity() {
  return useInfiniteQuery({
    queryKey: communityKeys.activity,
    queryFn: ({ pageParam, signal }) => client.community.getActivity({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
