import { useInfiniteQuery } from '@tanstack/react-query';
import type { ViewerRole } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 20;

/**
 * The caller's works in the mode they are using, newest first, drafts and open contracts
 * included: in business mode the works of their business, otherwise the ones they are the
 * customer of.
 */
export function useWorks(role: ViewerRole) {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const businessId = userInfo?.business?.id;
  const whose = role === 'TRADEPERSON' ? { businessId } : { customerId: userId };
  return useInfiniteQuery({
    queryKey: workKeys.list(userId, role),
    queryFn: ({ pageParam, signal }) =>
      client.work.getAll({ body: { ...whose, includeOpenContracts: true, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The caller's works are theirs on either side; the list shows the side of the mode in use.
    select: (data) => ({ ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((work) => work.viewerSide === role) })) }),
    enabled: userId !== '' && (role === 'CUSTOMER' || Boolean(businessId)),
  });
}
