import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** PATCH update-recommendation-status/:id: the owner accepts or rejects; accepting counts on the profile. */
export function useRespondToRecommendation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACCEPTED' | 'REJECTED' }) =>
      client.recommendations.respond({ params: { id }, body: { status } }),
    // Accepting changes the lists, the counts on the owner's page and the public recommenders.
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
  });
}
