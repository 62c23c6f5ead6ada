import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** Ends every session of the account, then forgets this one too. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      await client.auth.signOutEverywhere();
      await client.signOut();
    },
  });
}
