import { useQuery } from '@tanstack/react-query';
import { client } from '../../../../../lib/client';
import { inviteKeys } from './keys';

/** The work categories the business offers: an invite asks for a recommendation in one of them. */
export function useBusinessCategories(businessId: string) {
  return useQuery({
    queryKey: inviteKeys.categories(businessId),
    queryFn: ({ signal }) => client.business.getCategories({ params: { id: businessId } }, { signal }),
  });
}
