import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** GET admin/outbox: emails and texts, newest first, secrets redacted. */
export function useOutbox() {
  return useInfiniteQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ pageParam, signal }) => client.admin.getOutbox({ query: { cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
