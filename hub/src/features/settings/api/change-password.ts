import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/**
 * Changes the password. The server ends every session, this one included, and answers a
 * fresh token, so this device carries on with it while the others are signed out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      const session = await client.auth.changePassword({ body });
      await client.session.start(session.token);
    },
  });
}
