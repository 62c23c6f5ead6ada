import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Sets a new password with the token from the reset link; every session of the account ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => client.auth.resetPassword({ body }) });
}
