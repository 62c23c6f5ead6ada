import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Signs in with email and password; resolves to the started session. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: SignInBody) => client.signIn(body) });
}
