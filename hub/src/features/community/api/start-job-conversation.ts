import { useMutation } from '@tanstack/react-query';
import type { Post } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';

/**
 * Opens the tradesperson's JOB_REQUEST conversation with the poster about this job request,
 * starting it if there is none yet; the conversation carries the post, so the server finds
 * the same one again next time.
 */
export function useStartJobConversation() {
  return useMutation({
    mutationFn: async (post: Pick<Post, 'id' | 'author'>) =>
      (await loadClient()).chat.createConversation({ body: { receiverId: post.author.id, kind: 'JOB_REQUEST', postId: post.id, startedByTradesperson: true } }),
  });
}
