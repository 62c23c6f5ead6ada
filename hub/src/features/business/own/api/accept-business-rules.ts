import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownBusinessQueryOptions } from '../../../../entities/business';
import { client } from '../../../../lib/client';

/** Records that the owner accepted the business rules, and shows it on their business at once. */
export function useAcceptBusinessRules(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.business.updateRuleAccepted({ body: { accepted: true } }),
    onSuccess: ({ ruleAccepted }) => {
      queryClient.setQueryData(ownBusinessQueryOptions(businessId).queryKey, (business) => (business ? { ...business, ruleAccepted } : business));
    },
  });
}
