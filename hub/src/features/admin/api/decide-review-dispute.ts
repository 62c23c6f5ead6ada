import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideReviewDisputeBodySchema, type DecideReviewDisputeBody } from '@tradeshub/sdk';
import { businessKeys } from '../../../entities/business';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';
import { reviewDisputesKey } from './get-review-disputes';

export const decisionFormSchema = decideReviewDisputeBodySchema;

/** PATCH admin/review-disputes/:id. The queue, its count and the audit log reload, and so does the business's profile. */
export function useDecideReviewDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, body }: { disputeId: string; businessId: string; body: DecideReviewDisputeBody }) =>
      client.admin.decideReviewDispute({ params: { id: disputeId }, body }),
    onSuccess: (_dispute, { businessId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewDisputesKey }),
        queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.counts }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
