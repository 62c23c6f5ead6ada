import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentScheduleItemInput } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

type Proposal = { payments: PaymentScheduleItemInput[]; message?: string };

/**
 * Every move on a work's schedule change sets: propose, answer, talk, change or withdraw.
 * Each refreshes the work too, since an approval replaces its schedule.
 */
export function useChangeSetActions(workId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.detail(workId) });
  const options = { onSuccess: refresh };
  return {
    propose: useMutation({ mutationFn: (proposal: Proposal) => client.work.createChangeSet({ body: { workId, ...proposal } }), ...options }),
    respond: useMutation({
      mutationFn: ({ id, status, message }: { id: string; status: 'APPROVED' | 'REJECTED'; message?: string }) =>
        client.work.respondToChangeSet({ params: { id }, body: { status, message } }),
      ...options,
    }),
    message: useMutation({ mutationFn: ({ id, text }: { id: string; text: string }) => client.work.addChangeSetMessage({ params: { id }, body: { text } }), ...options }),
    update: useMutation({ mutationFn: ({ id, ...proposal }: Proposal & { id: string }) => client.work.updateChangeSet({ params: { id }, body: proposal }), ...options }),
    withdraw: useMutation({ mutationFn: (id: string) => client.work.deleteChangeSet({ params: { id } }), ...options }),
  };
}
