import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** A business's public details (its name, owner and trades) for pages about it. */
export function useBusiness(id: string) {
  return useQuery({
    queryKey: ['business', id],
    queryFn: ({ signal }) => client.business.getById({ params: { id } }, { signal }),
  });
}
