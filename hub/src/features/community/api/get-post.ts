import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { communityKeys } from './keys';

/** One post, for its own page. */
export function usePost(postId: string) {
  return useQuery({
    queryKey: communityKeys.post(postId),
    queryFn: ({ signal }) => client.community.getPost({ params: { id: postId } }, { signal }),
  });
}
