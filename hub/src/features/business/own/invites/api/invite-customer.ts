import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRecommendationBody } from '@tradeshub/sdk';
import { client } from '../../../../../lib/client';
import { inviteKeys } from './keys';

/** POST recommendation/invite; the form validates with the contract's inviteRecommendationBodySchema. */
export function useInviteCustomer(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRecommendationBody) => client.recommendations.invite({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all(businessId) }),
  });
}
