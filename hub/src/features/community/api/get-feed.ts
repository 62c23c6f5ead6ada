import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_PAGE_SIZES, type JobRequestFeedQuery, type PostFeedSort } from '@tradeshub/sdk';
import { reads } from '../../../lib/plain-reads';
import { communityKeys } from './keys';

const PAGE_SIZE = COMMUNITY_PAGE_SIZES.feed;

/**
 * A feed's posts draw a phone's first screenful (two) with the page, then one more a frame: a
 * card is a task short enough for a phone's main thread to stay responsive between them
 * (decision 0077).
 */
export const FEED_TURNS = { first: 2, step: 1 };

/** The customer's local feed (their local area), newest or most upvoted first, a page at a time. */
export const localFeedOptions = (sort: PostFeedSort) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed({ kind: 'local', sort }),
    queryFn: ({ pageParam, signal }) => reads.community.getPosts({ query: { sort, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useLocalFeed(sort: PostFeedSort) {
  return useInfiniteQuery(localFeedOptions(sort));
}

/** Find a Job: job requests in the business's service area and trades, open ones first. */
export function useJobRequests(filters: Pick<JobRequestFeedQuery, 'categoryId' | 'radiusMiles'>) {
  return useInfiniteQuery({
    queryKey: communityKeys.feed({ kind: 'jobs', ...filters }),
    queryFn: ({ pageParam, signal }) => reads.community.getJobRequests({ query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
