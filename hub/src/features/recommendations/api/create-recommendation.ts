import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecommendationBody } from '@tradeshub/sdk';
import { recommendationKeys } from '../../../entities/recommendations';
import { client } from '../../../lib/client';

/** POST create-recommendation; the form validates with the contract's createRecommendationBodySchema. */
export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecommendationBody) => client.recommendations.create({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.mine }),
  });
}
