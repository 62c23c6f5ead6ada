import { useQuery } from '@tanstack/react-query';
import { loadClient } from '../../../lib/load-client';
import { communityKeys } from './keys';

/** One post, for its own page. */
export function usePost(postId: string) {
  return useQuery({
    queryKey: communityKeys.post(postId),
    queryFn: async ({ signal }) => (await loadClient()).community.getPost({ params: { id: postId } }, { signal }),
  });
}
