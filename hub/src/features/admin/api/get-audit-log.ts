import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** GET admin/audit-log: operator actions, newest first, optionally about one target (a user's id, a page's slug). */
export function useAuditLog(targetId?: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(targetId),
    queryFn: ({ pageParam, signal }) => client.admin.getAuditLog({ query: { targetId, cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
