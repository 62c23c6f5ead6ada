import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../lib/client';

const all = ['content'] as const;

export const contentKeys = {
  all,
  item: (slug: string) => [...all, 'item', slug] as const,
  webItems: [...all, 'web-items'] as const,
  howToUse: [...all, 'how-to-use'] as const,
};

/** Site copy changes rarely: a page stays fresh for five minutes. */
export const CONTENT_STALE_MS = 5 * 60_000;

/** One content item by slug: a site page, a blog post, the business rules. */
export const contentItemQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.item(slug),
    queryFn: ({ signal }) => client.content.getItem({ params: { slug } }, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export function useContentItem(slug: string) {
  return useQuery(contentItemQueryOptions(slug));
}
