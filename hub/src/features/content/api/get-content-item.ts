import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** One content page by slug; site copy changes rarely, so it stays fresh for five minutes. */
export function useContentItem(slug: string) {
  return useQuery({
    queryKey: ['content', 'item', slug],
    queryFn: ({ signal }) => client.content.getItem({ params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
