import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { MY_RECOMMENDATIONS_KEY } from './get-my-recommendations';

/** DELETE delete-recommendation/:id: removes it for good. */
export function useDeleteRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.recommendations.delete({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_RECOMMENDATIONS_KEY }),
  });
}
