import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContracts } from '@tradeshub/sdk';
import type { z } from 'zod';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

/** What a side of a work sends to ask for help (the contract's own body, so the form checks what the server checks). */
export const requestSupportBodySchema = apiContracts.work.requestSupport.body;
export type RequestSupportBody = z.input<typeof requestSupportBodySchema>;

/** POST create-support-proposal: asks for an independent assessment or legal advice; the work then shows it. */
export function useRequestSupport(workId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RequestSupportBody, 'workId'>) => client.work.requestSupport({ body: { ...body, workId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.detail(workId) }),
  });
}
