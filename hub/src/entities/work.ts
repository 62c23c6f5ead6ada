import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewerRole, Work } from '@tradeshub/sdk';
import { loadClient } from '../lib/load-client';

// Reads of works that several places share: Manage Work itself and the QUOTE card in chat.
// Everything sits under `workKeys.all`, which a pushed CONTRACT_UPDATED, PAYMENT_REQUESTED or
// PAYMENT_SCHEDULE_CHANGE_SET event invalidates, so every view of a work follows it live.

const all = ['work'] as const;
const detail = (id: string) => [...all, 'detail', id] as const;

/** Query keys of works. */
export const workKeys = {
  all,
  detail,
  changeSets: (id: string) => [...detail(id), 'change-sets'] as const,
  /** The caller's works in one mode, a page at a time. */
  list: (userId: string, role: ViewerRole) => [...all, 'list', userId, role] as const,
  /** A person's works with one business (for 'Hired' on /yourtradespeople). */
  mine: (userId: string) => [...all, 'mine', userId] as const,
  /** A business's finished jobs as its public profile lists them. */
  finishedByBusiness: (businessId: string) => [...all, 'finished', businessId] as const,
  /** The Manage Work badge: unseen updates in one mode. */
  unseen: (userId: string, role: ViewerRole) => [...all, 'unseen', userId, role] as const,
};

/** GET get-work-by-id: a work the caller takes part in, with its lines and payments. */
export const workQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workKeys.detail(id),
    queryFn: async ({ signal }): Promise<Work> => (await loadClient()).work.getById({ params: { id } }, { signal }),
  });

/** One work; waits while there is no id yet. */
export function useWork(id: string | null | undefined) {
  return useQuery({ ...workQueryOptions(id ?? ''), enabled: Boolean(id) });
}
