import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewDisputeKeys } from '../../../entities/review-disputes';
import { loadClient } from '../../../lib/load-client';
import { businessReviewsKey, patchReview, type ReviewPages } from './get-business-reviews';

/** PATCH business/update-business-review-dispute as the reviewer: their side of a pending dispute. */
export function useAnswerReviewDispute(businessId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { disputeId: string; response: string }) => (await loadClient()).business.updateReviewDispute({ body }),
    onSuccess: async (dispute) => {
      // Show the answer at once, then refresh the list from the server.
      queryClient.setQueryData<ReviewPages>(businessReviewsKey(businessId), (pages) =>
        patchReview(pages, reviewId, (review) =>
          review.myDispute ? { ...review, myDispute: { ...review.myDispute, customerResponse: dispute.customerResponse, seen: true } } : review,
        ),
      );
      await queryClient.invalidateQueries({ queryKey: businessReviewsKey(businessId) });
    },
  });
}

/** PATCH work/update-all-unseen-business-review-dispute: the reviewer has now seen their disputes. */
export function useMarkReviewDisputesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadClient()).work.markAllReviewDisputesSeen(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewDisputeKeys.all }),
  });
}
