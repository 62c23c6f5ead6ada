import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessProfileReads, isOwnBusinessView, type Business, type PublicBusiness } from '@tradeshub/sdk';
import { takeFirstRead } from '../lib/first-reads';
import { loadClient } from '../lib/load-client';

// Reads of a business that several features share. Every key about one business starts with
// `businessKeys.detail(id)`, so invalidating that refreshes all of it: the profile, the
// owner's view, its reviews, recommenders and recommendations.

const all = ['business'] as const;
const detail = (id: string) => [...all, id] as const;

/** Query keys of businesses; features key their own reads of a business from these. */
export const businessKeys = {
  all,
  detail,
  /** The owner's full view (contact details, company numbers), apart from the public shape. */
  own: (id: string) => [...detail(id), 'own'] as const,
  categories: (id: string) => [...detail(id), 'categories'] as const,
  recommenders: (id: string) => [...detail(id), 'recommenders'] as const,
  reviews: (id: string) => [...detail(id), 'reviews'] as const,
  pendingRecommendations: (id: string) => [...detail(id), 'pending-recommendations'] as const,
  recommendations: (id: string) => [...detail(id), 'recommendations'] as const,
};

/**
 * GET business/:id in the public shape. The owner is sent more, but every page that uses this
 * reads only the public fields, whoever asks.
 */
export const businessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: async ({ signal }): Promise<PublicBusiness> => (await loadClient()).business.getById({ params: { id } }, { signal }),
  });

/** A business's public details; waits while there is no id yet. A profile's HTML may carry them already (lib/first-reads.ts). */
export function useBusiness(id: string | null | undefined) {
  return useQuery({
    ...businessQueryOptions(id ?? ''),
    enabled: Boolean(id),
    initialData: () => (id ? takeFirstRead<PublicBusiness>(businessProfileReads(id).business) : undefined),
  });
}

/** The caller's own business in full; its serviceId is what an update needs. */
export const ownBusinessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: businessKeys.own(id),
    queryFn: async ({ signal }): Promise<Business> => {
      const business = await (await loadClient()).business.getById({ params: { id } }, { signal });
      // The owner always gets every field; the public shape here means the session is out of date.
      if (!isOwnBusinessView(business)) throw new Error('This business is not registered to your account. Sign in again and retry.');
      return business;
    },
  });

/** The signed-in tradesperson's business (its id comes from the session); waits while there is none. */
export function useOwnBusiness(id: string | undefined) {
  return useQuery({ ...ownBusinessQueryOptions(id ?? ''), enabled: Boolean(id) });
}
