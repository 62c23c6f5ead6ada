import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

/** Something of the caller's own that they can delete. */
export type DeletableItem = { kind: 'post' | 'comment' | 'reply'; id: string };

const remove = {
  post: async (id: string) => (await loadClient()).community.deletePost({ params: { id } }),
  comment: async (id: string) => (await loadClient()).community.deleteComment({ params: { id } }),
  reply: async (id: string) => (await loadClient()).community.deleteReply({ params: { id } }),
} as const;

/** Deletes one of the caller's posts, comments or replies; every community view refreshes. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DeletableItem) => remove[item.kind](item.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
