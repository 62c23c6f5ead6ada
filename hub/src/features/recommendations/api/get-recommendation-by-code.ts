import { useQuery } from '@tanstack/react-query';
import type { PublicRecommendation } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** The public recommendation an invite or shared link points at (no emails); 404 once revoked. */
export function useRecommendationByCode(referralCode: string | null) {
  return useQuery({
    queryKey: ['recommendation-by-code', referralCode],
    queryFn: ({ signal }): Promise<PublicRecommendation> =>
      client.recommendations.getByReferralCode({ params: { referralCode: referralCode ?? '' } }, { signal }),
    enabled: Boolean(referralCode),
  });
}
