import { useQuery } from '@tanstack/react-query';
import type { ViewerRole } from '@tradeshub/sdk';
import { reads } from '../lib/plain-reads';
import { useSession } from '../lib/session';

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

/**
 * Connection requests the caller has not seen, counted for the mode in use (spec section 6:
 * trusted-connection requests count only in business mode); 0 while signed out. Under
 * `connectionKeys.all`, so a pushed CONNECTION_REQUEST or opening the requests refreshes it.
 */
export function useUnseenConnectionRequestCount(): number {
  const { isAuthenticated, isBusinessUser, userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const mode: ViewerRole = isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  const enabled = isAuthenticated && userId !== '';
  const unseen = useQuery({
    queryKey: connectionKeys.unseen(userId, mode),
    queryFn: ({ signal }) => reads.connections.getAllUnseenRequests({ query: { mode, limit: 1 } }, { signal }),
    enabled,
  });
  return enabled ? (unseen.data?.count ?? 0) : 0;
}
