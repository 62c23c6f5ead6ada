import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Signs in without leaving the recommend flow; the session store updates the page. */
export function useInlineSignIn() {
  return useMutation({ mutationFn: (body: SignInBody) => client.signIn(body) });
}
