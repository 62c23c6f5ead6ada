import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadClient } from '../lib/load-client';
import { connectionKeys } from './connections';

const all = ['blocks'] as const;

/** Query keys of whom the caller blocked; everything under `all` changes with a block or an unblock. */
export const blockKeys = {
  all,
  list: () => [...all, 'list'] as const,
  status: (userId: string) => [...all, 'status', userId] as const,
};

/** Whether the caller blocked someone, and whether the two can still reach each other. */
export function useBlockStatus(userId: string | null) {
  return useQuery({
    queryKey: blockKeys.status(userId ?? ''),
    queryFn: async ({ signal }) => (await loadClient()).user.getBlockStatus({ query: { userId: userId ?? '' } }, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** The people the caller blocked, most recently blocked first, a page at a time. */
export function useBlockedUsers() {
  return useInfiniteQuery({
    queryKey: blockKeys.list(),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).user.getBlockedUsers({ query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * Blocks or unblocks someone. A block also ends any connection between the two, so the
 * connection reads go stale with the block reads.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: string; blocked: boolean }) => {
      const client = await loadClient();
      return blocked ? client.user.block({ body: { userId } }) : client.user.unblock({ body: { userId } });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: blockKeys.all }),
        queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
      ]);
    },
  });
}
