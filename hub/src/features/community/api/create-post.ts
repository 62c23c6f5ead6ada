import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

/** Publishes a post or a job request; the feeds and the caller's activity refresh. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePostBody) => (await loadClient()).community.createPost({ body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
      void queryClient.invalidateQueries({ queryKey: communityKeys.activity });
    },
  });
}
