import { useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, contentKeys } from '../../../entities/content';
import { client } from '../../../lib/client';

/** Every page of site copy, blog posts included (an empty list if it cannot load, spec section 8). */
export function useWebContentItems() {
  return useQuery({
    queryKey: contentKeys.webItems,
    queryFn: ({ signal }) => client.content.getAllWebContentItems(undefined, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
