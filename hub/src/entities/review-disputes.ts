import { useQuery } from '@tanstack/react-query';
import { reads } from '../lib/plain-reads';
import { useSession } from '../lib/session';

const all = ['review-disputes'] as const;

/** Query keys of disputes of the caller's own reviews; a pushed DISPUTE_UPDATED makes them stale. */
export const reviewDisputeKeys = {
  all,
  unseen: (userId: string) => [...all, 'unseen', userId] as const,
};

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
    queryFn: ({ signal }) => reads.work.getUnseenReviewDisputeCount(undefined, { signal }),
    enabled,
  });
  return enabled ? (unseen.data?.count ?? 0) : 0;
}
