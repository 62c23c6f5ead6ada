import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../../../lib/client';
import { inviteKeys } from './keys';

/** PATCH update-recommendation-status/:id: the owner accepts or rejects; accepting counts on the profile. */
export function useRespondToRecommendation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACCEPTED' | 'REJECTED' }) =>
      client.recommendations.respond({ params: { id }, body: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteKeys.pending(businessId) }),
        queryClient.invalidateQueries({ queryKey: inviteKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: ['own-business', businessId] }),
      ]),
  });
}
