import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { MY_RECOMMENDATIONS_KEY } from './get-my-recommendations';

/** DELETE revoke-recommendation/:id: withdraws it but keeps the record, marked revoked. */
export function useRevokeRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.revoke({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_RECOMMENDATIONS_KEY }),
  });
}
