import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReviewBodySchema, type CreateReviewBody, type Review } from '@tradeshub/sdk';
import { businessKeys } from '../../../entities/business';
import { client } from '../../../lib/client';

/** What the review dialog edits: the six scores and the text (the contract's own rules). */
export const reviewFormSchema = createReviewBodySchema.pick({ ratings: true, comment: true });
export type ReviewFormValues = Pick<CreateReviewBody, 'ratings' | 'comment'>;

/**
 * POST business/create-business-review, or PATCH business/edit-business-review when
 * `existing` is given. Afterwards the profile, its rating and the list load again.
 */
export function useSaveReview(businessId: string, existing: Review | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewFormValues) =>
      existing
        ? client.business.editReview({ body: { reviewId: existing.id, ...values } })
        : client.business.createReview({ body: { businessId, ...values } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
  });
}
