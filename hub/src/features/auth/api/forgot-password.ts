import { useMutation } from '@tanstack/react-query';
import { authContracts, type ContractInput } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The forgot-password form's schema: the contract's own body. */
export const forgotPasswordBodySchema = authContracts.forgotPassword.body;
export type ForgotPasswordBody = ContractInput<typeof authContracts.forgotPassword>['body'];

/** Emails a reset link valid for one hour, if the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => client.auth.forgotPassword({ body }) });
}
