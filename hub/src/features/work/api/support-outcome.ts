import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportOutcome } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

/** PATCH update-support-proposal-outcome: a side says how it accepts the job should go on (ending it needs both). */
export function useAnswerSupportOutcome(workId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: SupportOutcome }) => client.work.answerSupportOutcome({ params: { id }, body: { outcome } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.detail(workId) }),
  });
}
