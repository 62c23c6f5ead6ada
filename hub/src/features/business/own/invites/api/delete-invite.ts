import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../../../lib/client';
import { inviteKeys } from './keys';

/** DELETE delete-recommendation/:id: removes an invite (or a recommendation of the business) for good. */
export function useDeleteInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.delete({ params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: inviteKeys.pending(businessId) }),
        queryClient.invalidateQueries({ queryKey: ['own-business', businessId] }),
      ]),
  });
}
