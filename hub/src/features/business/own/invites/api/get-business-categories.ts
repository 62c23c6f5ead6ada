import { useQuery } from '@tanstack/react-query';
import { businessKeys } from '../../../../../entities/business';
import { client } from '../../../../../lib/client';

/** The work categories the business offers: an invite asks for a recommendation in one of them. */
export function useBusinessCategories(businessId: string) {
  return useQuery({
    queryKey: businessKeys.categories(businessId),
    queryFn: ({ signal }) => client.business.getCategories({ params: { id: businessId } }, { signal }),
  });
}
