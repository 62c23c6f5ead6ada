import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recommendationKeys } from '../../../entities/recommendations';
import { client } from '../../../lib/client';

/** DELETE delete-recommendation/:id: removes it for good. */
export function useDeleteRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.delete({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.mine }),
  });
}
