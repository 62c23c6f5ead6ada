import { useQuery } from '@tanstack/react-query';
import type { Work } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';
import { MAX_PAGES, PAGE_LIMIT } from './read-whole';

/** Every work the customer has with a business (up to 500), drafts and open contracts included, newest first. */
export function useMyWorks() {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  return useQuery({
    queryKey: workKeys.mine(userId),
    queryFn: async ({ signal }) => {
      const all: Work[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page = await client.work.getAll({ body: { customerId: userId, includeOpenContracts: true, limit: PAGE_LIMIT, cursor } }, { signal });
        all.push(...page.items.filter((work) => work.viewerSide === 'CUSTOMER'));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      return all;
    },
    enabled: userId !== '',
  });
}
