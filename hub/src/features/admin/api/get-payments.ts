import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** GET admin/payments: every checkout, newest first, with its state. */
export function useAdminPayments() {
  return useInfiniteQuery({
    queryKey: adminKeys.payments,
    queryFn: ({ pageParam, signal }) => client.admin.getPayments({ query: { cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET admin/webhook-events: provider events received, newest first; only the failed ones with `failedOnly`. */
export function useWebhookEvents(failedOnly: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.webhookEvents(failedOnly ? 'FAILED' : 'all'),
    queryFn: ({ pageParam, signal }) => client.admin.getWebhookEvents({ query: { cursor: pageParam, limit: 20, ...(failedOnly ? { status: 'FAILED' as const } : {}) } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
