import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicRecommendation } from '@tradeshub/sdk';
import { client } from '../lib/client';

const all = ['recommendations'] as const;
const mine = [...all, 'mine'] as const;

/**
 * Query keys of recommendations. The caller's own list is read three ways (a page at a time,
 * whole, as referral links); all sit under `mine`, so a change to one refreshes every view.
 */
export const recommendationKeys = {
  all,
  mine,
  minePages: [...mine, 'pages'] as const,
  mineWhole: [...mine, 'whole'] as const,
  mineReferralLinks: [...mine, 'referral-links'] as const,
  byCode: (referralCode: string) => [...all, 'by-code', referralCode] as const,
};

/** GET public/get-recommendation/:referralCode: what an invite or shared link points at (no emails); 404 once revoked. */
export const recommendationByCodeQueryOptions = (referralCode: string) =>
  queryOptions({
    queryKey: recommendationKeys.byCode(referralCode),
    queryFn: ({ signal }): Promise<PublicRecommendation> => client.recommendations.getByReferralCode({ params: { referralCode } }, { signal }),
  });

/** The recommendation a link carries; waits while there is no code. */
export function useRecommendationByCode(referralCode: string | null) {
  return useQuery({ ...recommendationByCodeQueryOptions(referralCode ?? ''), enabled: Boolean(referralCode) });
}
