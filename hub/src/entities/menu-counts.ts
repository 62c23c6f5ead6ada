import { useQuery } from '@tanstack/react-query';
import type { ViewerRole } from '@tradeshub/sdk';
import { useSession } from '../lib/session';
import { connectionKeys } from './connections';
import { menuCountQuery } from './menu-counts-read';
import { reviewDisputeKeys } from './review-disputes';

// The menu's counts that live with their entities' keys, apart from them: a public page that
// uses the keys (a profile's connect button, its reviews) then does not load the plain reads.

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
    queryFn: menuCountQuery('connectionRequests', { userId, mode }),
    enabled,
  });
  return enabled ? (unseen.data?.count ?? 0) : 0;
}

/**
 * How many disputes of the customer's reviews changed since they last looked (spec section
 * 6: customers fetch it; business mode does not). 0 while signed out or in business mode.
 */
export function useUnseenReviewDisputeCount(): number {
  const { isAuthenticated, isBusinessUser, userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const enabled = isAuthenticated && !isBusinessUser && userId !== '';
  const unseen = useQuery({
    queryKey: reviewDisputeKeys.unseen(userId),
    queryFn: menuCountQuery('reviewDisputes', { userId, mode: 'CUSTOMER' }),
    enabled,
  });
  return enabled ? (unseen.data?.count ?? 0) : 0;
}
