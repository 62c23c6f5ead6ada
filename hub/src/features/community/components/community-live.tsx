import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReopen } from '../../../lib/realtime';
import { communityKeys } from '../api/keys';

// The rules and photos do not change with what people write.
const UNCHANGING: ReadonlySet<unknown> = new Set([communityKeys.rules[1], communityKeys.photo('')[1]]);

/**
 * Keeps what the community pages show current without a reload: when the server says a
 * thread changed (a comment or reply written, edited, deleted or hidden, an upvote), that
 * post, its comments and replies, and the feeds are fetched again. Events sent while the
 * socket was down are gone, so everything is refreshed whenever it opens again after a drop
 * (not on its first open, moments after the page read it).
 */
export function CommunityLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent('COMMUNITY_THREAD_UPDATED', ({ postId, commentId }) => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
    void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
    void queryClient.invalidateQueries({ queryKey: commentId ? communityKeys.replies(commentId) : communityKeys.allReplies });
    void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
  });
  useRealtimeReopen(() => void queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: ({ queryKey }) => !UNCHANGING.has(queryKey[1]) }));
  return null;
}
