import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createReviewDisputeBodySchema, type CreateReviewDisputeBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { businessReviewsKey } from './get-business-reviews';

export const disputeFormSchema = createReviewDisputeBodySchema.omit({ reviewId: true });

const disputedReasonsKey = (reviewId: string) => ['review', reviewId, 'disputed-reasons'] as const;

/** GET business/get-disputed-categories/:id: reasons already used, since each may be raised once. */
export function useDisputedReasons(reviewId: string, enabled: boolean) {
  return useQuery({
    queryKey: disputedReasonsKey(reviewId),
    queryFn: ({ signal }) => client.business.getDisputedCategories({ params: { id: reviewId } }, { signal }),
    enabled,
  });
}

/** POST business/create-business-review-dispute; the review then shows as under review. */
export function useCreateReviewDispute(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewDisputeBody) => client.business.createReviewDispute({ body }),
    onSuccess: (dispute) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessReviewsKey(businessId) }),
        queryClient.invalidateQueries({ queryKey: disputedReasonsKey(dispute.reviewId) }),
      ]),
  });
}
