import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityReportDecision } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

const communityReportsKey = ['admin', 'community-reports'] as const;

/** GET admin/community-reports: PENDING first, oldest first, then the decided ones. */
export function useCommunityReports() {
  return useInfiniteQuery({
    queryKey: communityReportsKey,
    queryFn: ({ pageParam, signal }) => client.admin.getCommunityReports({ query: { cursor: pageParam, limit: 10 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PATCH admin/community-reports/:id with the operator's reason (the author of a hidden item is told it); the queue, counts and audit log reload. */
export function useDecideCommunityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: CommunityReportDecision; reason: string }) =>
      client.admin.decideCommunityReport({ params: { id }, body: { decision, note: reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
