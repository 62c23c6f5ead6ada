import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Names shorter than this would list nearly everyone; the contract refuses them too. */
export const MIN_SEARCH_LENGTH = 2;

/** People whose name contains `name`; idle until the name is long enough. */
export function useUserSearch(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: connectionKeys.search(trimmed),
    queryFn: ({ signal }) => client.connections.searchUsersByName({ query: { name: trimmed, limit: 20 } }, { signal }),
    enabled: trimmed.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
