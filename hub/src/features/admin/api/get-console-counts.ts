import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'console-counts'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  audit: (targetId?: string) => ['admin', 'audit', targetId ?? 'all'] as const,
  outbox: ['admin', 'outbox'] as const,
  payments: ['admin', 'payments'] as const,
  webhookEvents: (status: string) => ['admin', 'webhook-events', status] as const,
  content: ['admin', 'content'] as const,
};

/** GET admin/console-counts: the number on each section of the console. */
export function useConsoleCounts() {
  return useQuery({
    queryKey: adminKeys.counts,
    queryFn: ({ signal }) => client.admin.getConsoleCounts(undefined, { signal }),
    refetchInterval: 60_000,
  });
}
