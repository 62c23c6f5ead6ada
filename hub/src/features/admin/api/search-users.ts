import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** GET admin/users?q=: people whose name or email contains the words, newest first. */
export function useUserSearch(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam, signal }) => client.admin.searchUsers({ query: { q: q || undefined, cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
