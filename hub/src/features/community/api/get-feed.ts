import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostType } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { communityKeys } from './keys';

const PAGE_SIZE = 10;

/** What a feed shows: every post, or only job requests. */
export interface FeedFilters {
  type?: PostType;
}

/** A community feed, a page at a time. */
export function useFeed(filters: FeedFilters) {
  return useInfiniteQuery({
    queryKey: communityKeys.feed({ ...filters }),
    queryFn: ({ pageParam, signal }) => client.community.getPosts({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
