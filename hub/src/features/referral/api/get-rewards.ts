import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

const rewardKeys = {
  balance: ['rewards', 'balance'] as const,
  entries: ['rewards', 'entries'] as const,
};

/** The caller's reward balance: available, paused, and why rewards are paused. */
export function useRewardBalance() {
  return useQuery({ queryKey: rewardKeys.balance, queryFn: ({ signal }) => client.rewards.getBalance(undefined, { signal }) });
}

/** The caller's reward entries, newest first, a page at a time. */
export function useRewardEntries() {
  return useInfiniteQuery({
    queryKey: rewardKeys.entries,
    queryFn: ({ pageParam, signal }) => client.rewards.getEntries({ query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.items),
  });
}
