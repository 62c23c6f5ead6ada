import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** Every page of site copy, blog posts included (an empty list if it cannot load, spec section 8). */
export function useWebContentItems() {
  return useQuery({
    queryKey: ['content', 'web-items'],
    queryFn: ({ signal }) => client.content.getAllWebContentItems(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
