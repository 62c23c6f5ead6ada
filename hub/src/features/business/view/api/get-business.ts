import { useQuery } from '@tanstack/react-query';
import { isApiError, type PublicBusiness } from '@tradeshub/sdk';
import { client } from '../../../../lib/client';

/** Whether an error means "there is no such business" (an unknown or malformed id). */
export function isMissingBusiness(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION'));
}

/**
 * GET business/:id. Everyone but the owner gets the public shape, so the profile reads only
 * the public fields whichever path answered.
 */
export function useBusiness(id: string) {
  return useQuery({
    queryKey: ['business', id],
    queryFn: async ({ signal }): Promise<PublicBusiness> => client.business.getById({ params: { id } }, { signal }),
  });
}
