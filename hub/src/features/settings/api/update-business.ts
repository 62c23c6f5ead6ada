import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, BusinessUpdateBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { refreshSession } from '../../../lib/session';

/** Saves the business. The session holds its name and town, so it is reloaded when either changed. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: string; body: BusinessUpdateBody }) => client.business.update({ params: { serviceId }, body }),
    onSuccess: async (business) => {
      const before = queryClient.getQueryData<Business>(['own-business', business.id]);
      queryClient.setQueryData(['own-business', business.id], business);
      // Public views of the business (its profile page) were cached under their own key.
      void queryClient.invalidateQueries({ queryKey: ['business', business.id] });
      if (before?.name !== business.name || before.locality !== business.locality) await refreshSession().catch(() => undefined);
    },
  });
}
