import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

/** Comments on a post; the thread, the post's count and the caller's activity refresh. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await loadClient()).community.createComment({ body: { postId, text } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
      void queryClient.invalidateQueries({ queryKey: communityKeys.activity });
    },
  });
}

/** Replies to a comment; its replies, the comment's count and the caller's activity refresh. */
export function useCreateReply(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await loadClient()).community.createReply({ body: { commentId, text } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.replies(commentId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.activity });
    },
  });
}
