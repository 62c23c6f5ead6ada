import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Whether the caller is connected to a user, and the connection (or request) if there is one. */
export function useConnectionCheck(userId: string, enabled = true) {
  return useQuery({
    queryKey: connectionKeys.check(userId),
    queryFn: ({ signal }) => client.connections.checkIfConnected({ query: { userId } }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
