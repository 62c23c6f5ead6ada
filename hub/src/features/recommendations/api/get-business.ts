import { useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The business being recommended, in the public shape whoever is asking. */
export function useBusinessToRecommend(businessId: string | null | undefined) {
  return useQuery({
    queryKey: ['business', businessId],
    queryFn: ({ signal }): Promise<PublicBusiness> => client.business.getById({ params: { id: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
  });
}
