import { useQueryClient } from '@tanstack/react-query';
import { parseMetaData } from '@tradeshub/sdk';
import { useRealtimeEvent } from '../../../lib/realtime';
import { communityKeys } from '../api/keys';

const COMMUNITY_NOTICES = new Set(['COMMENT', 'REPLY', 'UPVOTE']);

/**
 * Keeps what the community pages show current without a reload: a pushed comment, reply or
 * upvote notice refreshes the post it names (its counts, comments and replies) and the feeds.
 */
export function CommunityLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent('NOTIFICATION', (notification) => {
    if (!COMMUNITY_NOTICES.has(notification.actionType)) return;
    const postId = parseMetaData(notification.metaData, () => undefined)?.postId;
    if (typeof postId === 'string') {
      void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
    }
    void queryClient.invalidateQueries({ queryKey: communityKeys.allReplies });
    void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
  });
  return null;
}
