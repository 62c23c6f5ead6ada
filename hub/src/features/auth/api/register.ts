import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Creates a customer account; the server emails a 6-digit verification code. */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => client.auth.register({ body }) });
}
