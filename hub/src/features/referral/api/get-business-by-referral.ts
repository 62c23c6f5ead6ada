import { useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The business whose own referral link carries this uuid (public shape); 404 when no business has it. */
export function useBusinessByReferral(referralUuid: string | null) {
  return useQuery({
    queryKey: ['business-by-referral', referralUuid],
    queryFn: ({ signal }): Promise<PublicBusiness> =>
      client.business.getByReferralUuid({ params: { referralUuid: referralUuid ?? '' } }, { signal }),
    enabled: Boolean(referralUuid),
  });
}
