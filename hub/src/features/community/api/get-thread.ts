import { useInfiniteQuery } from '@tanstack/react-query';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

const PAGE_SIZE = 20;

/** The comments on a post, oldest first, a page at a time. */
export function useComments(postId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).community.getComments({ query: { postId, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The replies to a comment, oldest first, a page at a time. */
export function useReplies(commentId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: communityKeys.replies(commentId),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).community.getReplies({ query: { commentId, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
