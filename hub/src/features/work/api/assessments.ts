import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

// Independent assessments sit under workKeys.all, so a pushed SUPPORT_PROPOSAL or
// CONTRACT_UPDATED event refreshes them with the works they are about.
export const assessmentKeys = {
  list: [...workKeys.all, 'assessments'] as const,
  detail: (id: string) => [...workKeys.all, 'assessments', id] as const,
};

const PAGE_SIZE = 20;

/** GET get-all-assessments: the assessments the caller takes part in, as a side of the work or as the assessor. */
export function useAssessments(enabled = true) {
  return useInfiniteQuery({
    queryKey: assessmentKeys.list,
    queryFn: ({ pageParam, signal }) => client.work.getAssessments({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** GET get-assessment-by-id: one assessment the caller takes part in. */
export function useAssessment(id: string) {
  return useQuery({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }): Promise<Assessment> => client.work.getAssessmentById({ params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/** PATCH update-assessment-findings: the assigned assessor writes (or rewrites) the findings; both sides then see them. */
export function useWriteFindings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (findings: string) => client.work.writeAssessmentFindings({ params: { id }, body: { findings } }),
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentKeys.detail(id), assessment);
      return queryClient.invalidateQueries({ queryKey: assessmentKeys.list, exact: true });
    },
  });
}
