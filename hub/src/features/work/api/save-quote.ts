import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkBody, Work } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

export type QuoteBody = Omit<CreateWorkBody, 'customerId' | 'conversationId'>;

/** Who a new quote is for, or the draft being edited. */
export type QuoteTarget = { readonly workId: string } | { readonly customerId: string; readonly conversationId?: string };

/** Saves the quote builder's work as a draft: a new one for the customer (in their conversation), or the draft being edited. */
export function useSaveQuote(target: QuoteTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteBody): Promise<Work> =>
      'workId' in target
        ? client.work.update({ params: { id: target.workId }, body })
        : client.work.create({ body: { ...body, customerId: target.customerId, conversationId: target.conversationId } }),
    onSuccess: (work) => {
      queryClient.setQueryData(workKeys.detail(work.id), work);
      void queryClient.invalidateQueries({ queryKey: workKeys.all });
    },
  });
}

/** Sends a saved draft to the customer: a QUOTE message in their conversation. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workId: string) => client.work.updateQuoteStatus({ params: { id: workId }, body: { status: 'SENT' } }),
    onSuccess: (work) => {
      queryClient.setQueryData(workKeys.detail(work.id), work);
      void queryClient.invalidateQueries({ queryKey: workKeys.all });
    },
  });
}
