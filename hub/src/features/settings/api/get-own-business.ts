import { useQuery } from '@tanstack/react-query';
import { isOwnBusinessView, type Business } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The caller's own business in full; its serviceId is what an update needs. Cached apart from public views of businesses. */
export function useOwnBusiness(businessId: string | undefined) {
  return useQuery({
    queryKey: ['own-business', businessId],
    queryFn: async ({ signal }): Promise<Business> => {
      const business = await client.business.getById({ params: { id: businessId ?? '' } }, { signal });
      // The owner always gets every field; the public shape here means the session is out of date.
      if (!isOwnBusinessView(business)) throw new Error('This business is not registered to your account. Sign in again and retry.');
      return business;
    },
    enabled: Boolean(businessId),
  });
}
