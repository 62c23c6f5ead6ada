import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

/** What can be upvoted in the community hub. */
export type UpvoteTarget = 'post' | 'comment' | 'reply';

const toggle = {
  post: async (id: string) => (await loadClient()).community.togglePostUpvote({ params: { id } }),
  comment: async (id: string) => (await loadClient()).community.toggleCommentUpvote({ params: { id } }),
  reply: async (id: string) => (await loadClient()).community.toggleReplyUpvote({ params: { id } }),
} as const;

/** Upvotes a post, comment or reply, or takes the upvote back; the caller's activity refreshes. */
export function useToggleUpvote(target: UpvoteTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => toggle[target](id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.activity }),
  });
}
