import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendRecommendationErrorMessage } from '@tradeshub/sdk';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/**
 * POST resend-invite/:id (at most 3 a day). A failure is rethrown with the server's sentence
 * unquoted, or 'Failed to resend recommendation' when it gave none (spec section 5).
 */
export function useResendInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await client.recommendations.resendInvite({ params: { id } });
      } catch (error) {
        throw new Error(resendRecommendationErrorMessage(error), { cause: error });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.recommendations(businessId) }),
  });
}
