import { useQuery } from '@tanstack/react-query';
import type { BusinessRef, UserConnection } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';
import { MAX_PAGES, PAGE_LIMIT } from './read-whole';

export interface ConnectedBusiness {
  business: BusinessRef;
  connection: UserConnection;
}

/**
 * The businesses owned by the customer's connections. A connection's user summary does not
 * name a business, so each tradesperson's profile is read for it; a profile that fails to
 * load or names no business is left out rather than failing the page.
 */
export function useConnectedBusinesses() {
  return useQuery({
    queryKey: connectionKeys.businesses,
    queryFn: async ({ signal }): Promise<ConnectedBusiness[]> => {
      const connections: UserConnection[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page = await client.connections.getAll({ query: { limit: PAGE_LIMIT, cursor } }, { signal });
        connections.push(...page.items);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      const tradespeople = connections.filter((c) => c.user.role === 'TRADEPERSON');
      const profiles = await Promise.allSettled(
        tradespeople.map((c) => client.user.getProfile({ query: { userId: c.user.id } }, { signal })),
      );
      return tradespeople.flatMap((connection, i) => {
        const result = profiles[i];
        const business = result?.status === 'fulfilled' ? result.value.business : null;
        return business ? [{ business, connection }] : [];
      });
    },
  });
}
