import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { refreshSession } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

/** Saves the caller's name, phone and bio; the session is reloaded so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => client.user.updateProfile({ body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await refreshSession().catch(() => undefined);
    },
  });
}
