import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { toast } from '../../../lib/toasts';
import { businessReviewsKey, patchReview, type ReviewPages } from './get-business-reviews';

const flipLike = (review: Review): Review => ({
  ...review,
  likedByMe: !review.likedByMe,
  likeCount: Math.max(0, review.likeCount + (review.likedByMe ? -1 : 1)),
});

/**
 * POST business/toggle-business-review-like. The button flips at once; the server's answer
 * then sets the true count, and a failure puts the list back as it was.
 */
export function useToggleReviewLike(businessId: string) {
  const queryClient = useQueryClient();
  const key = businessReviewsKey(businessId);
  return useMutation({
    mutationFn: async (reviewId: string) => (await loadClient()).business.toggleReviewLike({ body: { reviewId } }),
    onMutate: async (reviewId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ReviewPages>(key);
      queryClient.setQueryData<ReviewPages>(key, (pages) => patchReview(pages, reviewId, flipLike));
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ReviewPages>(key, (pages) =>
        patchReview(pages, answer.reviewId, (review) => ({ ...review, likedByMe: answer.liked, likeCount: answer.likeCount })),
      );
    },
    onError: (error, _reviewId, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(error, 'We could not save your like. Please try again.');
    },
  });
}
