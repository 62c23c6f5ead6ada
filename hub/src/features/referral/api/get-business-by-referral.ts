import { useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Outside the business keys: until it answers, which business this is is not known. */
const businessByReferralKey = (referralUuid: string) => ['business-by-referral', referralUuid] as const;

/** The business whose own referral link carries this uuid (public shape); 404 when no business has it. */
export function useBusinessByReferral(referralUuid: string | null) {
  return useQuery({
    queryKey: businessByReferralKey(referralUuid ?? ''),
    queryFn: ({ signal }): Promise<PublicBusiness> =>
      client.business.getByReferralUuid({ params: { referralUuid: referralUuid ?? '' } }, { signal }),
    enabled: Boolean(referralUuid),
  });
}
