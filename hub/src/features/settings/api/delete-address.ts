import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { refreshSession } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

/** Deletes an address; the server may move the current-address index, so the session is reloaded too. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.user.deleteAddress({ params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      await refreshSession().catch(() => undefined);
    },
  });
}
