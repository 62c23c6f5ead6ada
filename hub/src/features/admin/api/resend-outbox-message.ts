import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** POST admin/outbox/:id/resend with the operator's reason; the outbox, counts and audit log reload. */
export function useResendOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => client.admin.resendOutboxMessage({ params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
