import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Work } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import type { WorkButton } from '../work-moves';

/** Makes a button's move on a work (its quote's status or its own); the answer replaces the cached work. */
export function useMoveWork(workId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request }: Pick<WorkButton, 'request'>): Promise<Work> =>
      request.contract === 'updateQuoteStatus'
        ? client.work.updateQuoteStatus({ params: { id: workId }, body: { status: request.status } })
        : client.work.updateStatus({ params: { id: workId }, body: { status: request.status } }),
    onSuccess: (work) => {
      queryClient.setQueryData(workKeys.detail(workId), work);
      void queryClient.invalidateQueries({ queryKey: workKeys.all });
    },
  });
}

/** Asks the customer to pay one scheduled payment; the work is read again for its new label. */
export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleItemId: string) => client.work.requestPayment({ params: { id: scheduleItemId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.all }),
  });
}
