import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignAssessorBody, RecordLegalAdviceBody, SupportOutcome } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

const QUEUE_PAGE_SIZE = 20;

export const supportQueueKey = ['admin', 'support-proposals'] as const;
const assessorsKey = (id: string) => [...supportQueueKey, id, 'assessors'] as const;

/** GET admin/support-proposals: open proposals first (oldest first), then completed ones. */
export function useSupportQueue() {
  return useInfiniteQuery({
    queryKey: supportQueueKey,
    queryFn: ({ pageParam, signal }) => client.admin.getSupportProposals({ query: { cursor: pageParam, limit: QUEUE_PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET admin/support-proposals/:id/assessors: who may assess this work, nearest first; waits while `id` is null. */
export function useEligibleAssessors(id: string | null) {
  return useQuery({
    queryKey: assessorsKey(id ?? ''),
    queryFn: ({ signal }) => client.admin.getEligibleAssessors({ params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/**
 * The operator's moves on a support proposal: price it, assign an assessor, record legal
 * advice, complete it. Each carries a reason for the audit log; the queue, its count and the
 * audit log reload after each.
 */
export function useSupportActions() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportQueueKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.counts }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    ]);
  return {
    price: useMutation({
      mutationFn: ({ id, pricePence, reason }: { id: string; pricePence: number; reason: string }) =>
        client.work.updateSupportProposal({ params: { id }, body: { pricePence, reason } }),
      onSuccess,
    }),
    assign: useMutation({
      mutationFn: ({ id, ...body }: AssignAssessorBody & { id: string }) => client.admin.assignAssessor({ params: { id }, body }),
      onSuccess,
    }),
    advice: useMutation({
      mutationFn: ({ id, ...body }: RecordLegalAdviceBody & { id: string }) => client.admin.recordLegalAdvice({ params: { id }, body }),
      onSuccess,
    }),
    complete: useMutation({
      mutationFn: ({ id, outcome, reason }: { id: string; outcome: SupportOutcome; reason: string }) =>
        client.work.updateSupportProposal({ params: { id }, body: { status: 'COMPLETED', outcome, reason } }),
      onSuccess,
    }),
  };
}
