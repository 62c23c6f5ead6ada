import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '../../../entities/content';
import { client } from '../../../lib/client';

/** Every editable page (site pages, blog posts, the community rules), as the public site reads them. */
export function useEditableContent() {
  return useQuery({
    queryKey: contentKeys.webItems,
    queryFn: ({ signal }) => client.content.getAllWebContentItems(undefined, { signal }),
  });
}
