import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** DELETE delete-recommendation/:id: removes an invite (or a recommendation of the business) for good. */
export function useDeleteInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.delete({ params: { id } }),
    // A deleted recommendation leaves the lists, the owner's counts and the public recommenders.
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
  });
}
