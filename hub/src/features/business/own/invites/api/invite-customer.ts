import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRecommendationBody } from '@tradeshub/sdk';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** POST recommendation/invite; the form validates with the contract's inviteRecommendationBodySchema. */
export function useInviteCustomer(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRecommendationBody) => client.recommendations.invite({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.recommendations(businessId) }),
  });
}
