import { useMutation } from '@tanstack/react-query';
import { authContracts, type ContractInput } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The verify form's schema: the contract's own body. */
export const verifyEmailBodySchema = authContracts.verifyEmail.body;
export type VerifyEmailBody = ContractInput<typeof authContracts.verifyEmail>['body'];

/** Confirms the address with the emailed code, then starts the session with the token it answers. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (body: VerifyEmailBody) => {
      const { token } = await client.auth.verifyEmail({ body });
      return client.session.start(token);
    },
  });
}
