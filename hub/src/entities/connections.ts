import type { ViewerRole } from '@tradeshub/sdk';

const all = ['connections'] as const;

/**
 * Query keys of the caller's connections; everything under `all` changes when a connection
 * does (a request answered, a connection removed, a pushed CONNECTION_REQUEST).
 */
export const connectionKeys = {
  all,
  accepted: () => [...all, 'accepted'] as const,
  pending: () => [...all, 'pending'] as const,
  check: (userId: string) => [...all, 'check', userId] as const,
  search: (name: string) => [...all, 'search', name] as const,
  trusted: (businessId: string, signedIn: boolean) => [...all, 'trusted', businessId, signedIn] as const,
  /** The businesses of the caller's connections, for Your Tradespeople. */
  businesses: [...all, 'businesses'] as const,
  /** The contact badge: unseen requests, in one mode. */
  unseenAll: [...all, 'unseen'] as const,
  unseen: (userId: string, mode: ViewerRole) => [...all, 'unseen', userId, mode] as const,
};

