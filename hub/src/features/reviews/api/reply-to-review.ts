import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToReviewBodySchema, type ReplyToReviewBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { businessReviewsKey, patchReview, type ReviewPages } from './get-business-reviews';

export const replyFormSchema = replyToReviewBodySchema;

/** POST business/reply-to-business-review/:id: the business's one public answer. */
export function useReplyToReview(businessId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyToReviewBody) => client.business.replyToReview({ params: { id: reviewId }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewPages>(businessReviewsKey(businessId), (pages) => patchReview(pages, review.id, () => review));
    },
  });
}
