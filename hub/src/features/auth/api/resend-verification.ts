import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** Emails a new verification code; the server answers the same whether or not the address has an account. */
export function useResendVerification() {
  return useMutation({ mutationFn: (emailAddress: string) => client.auth.resendVerification({ body: { emailAddress } }) });
}
