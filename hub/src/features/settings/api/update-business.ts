import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessUpdateBody } from '@tradeshub/sdk';
import { businessKeys, ownBusinessQueryOptions } from '../../../entities/business';
import { client } from '../../../lib/client';
import { refreshSession } from '../../../lib/session';

/** Saves the business. The session holds its name and town, so it is reloaded when either changed. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: string; body: BusinessUpdateBody }) => client.business.update({ params: { serviceId }, body }),
    onSuccess: async (business) => {
      const ownKey = ownBusinessQueryOptions(business.id).queryKey;
      const before = queryClient.getQueryData(ownKey);
      queryClient.setQueryData(ownKey, business);
      // The public profile is cached apart from the owner's view, which is already up to date.
      void queryClient.invalidateQueries({ queryKey: businessKeys.detail(business.id), exact: true });
      if (before?.name !== business.name || before.locality !== business.locality) await refreshSession().catch(() => undefined);
    },
  });
}
