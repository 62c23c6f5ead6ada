import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recommendationKeys } from '../../../entities/recommendations';
import { client } from '../../../lib/client';

/** DELETE revoke-recommendation/:id: withdraws it but keeps the record, marked revoked. */
export function useRevokeRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.revoke({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.mine }),
  });
}
