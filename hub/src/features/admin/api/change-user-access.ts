import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

export type UserAccessAction = 'suspendUser' | 'restoreUser' | 'endUserSessions';

/** POST admin/users/:id/{suspend,restore,end-sessions}, each with the operator's reason; the user, the counts and the audit log reload. */
export function useChangeUserAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: UserAccessAction; reason: string }) => client.admin[action]({ params: { id: userId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
