import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { refreshSession } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

/** Chooses the current address by its position in the saved list; the session keeps the index too. */
export function useUpdateAddressIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressIndex: number) => client.user.updateAddressIndex({ body: { addressIndex } }),
    onSuccess: async ({ addressIndex }) => {
      queryClient.setQueryData<UserProfile>(profileQueryKey, (profile) => (profile ? { ...profile, addressIndex } : profile));
      await refreshSession().catch(() => undefined);
    },
  });
}
