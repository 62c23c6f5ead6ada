import { useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, contentKeys } from '../../../entities/content';
import { client } from '../../../lib/client';

/** The how-to-use guides, in reading order. */
export function useHowToUsePages() {
  return useQuery({
    queryKey: contentKeys.howToUse,
    queryFn: ({ signal }) => client.content.getHowToUsePages(undefined, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
