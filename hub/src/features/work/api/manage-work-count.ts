import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViewerRole } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { loadClient } from '../../../lib/load-client';
import { clearedCount, menuCountQuery } from '../../../entities/menu-counts-read';
import { useSession } from '../../../lib/session';

function useViewer() {
  const { isAuthenticated, userInfo, isBusinessUser } = useSession();
  const role: ViewerRole = isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  return { isAuthenticated, userId: userInfo?.id ?? '', role };
}

/**
 * The Manage Work badge: unseen work updates in the mode being used (spec section 6: a
 * business user asks for the business count, a customer for theirs); 0 while signed out.
 */
export function useManageWorkUnseenCount(): number {
  const { isAuthenticated, userId, role } = useViewer();
  const unseen = useQuery({
    queryKey: workKeys.unseen(userId, role),
    queryFn: menuCountQuery('manageWork', { userId, mode: role }),
    enabled: isAuthenticated && userId !== '',
  });
  return isAuthenticated ? (unseen.data?.count ?? 0) : 0;
}

/**
 * Marks the mode's work updates seen while the list is open: on opening it, and again
 * whenever an update arrives meanwhile (the badge would otherwise count what is on screen).
 */
export function useMarkManageWorkSeen(): void {
  const { isAuthenticated, userId, role } = useViewer();
  const queryClient = useQueryClient();
  const count = useManageWorkUnseenCount();
  const { mutate } = useMutation({
    mutationFn: async () => {
      const client = await loadClient();
      return role === 'TRADEPERSON' ? client.work.markManageWorkNotificationsSeenForBusiness() : client.work.markManageWorkNotificationsSeen();
    },
    onSuccess: () => queryClient.setQueryData(workKeys.unseen(userId, role), clearedCount()),
  });
  useEffect(() => {
    if (isAuthenticated && count > 0) mutate();
  }, [isAuthenticated, count, mutate]);
}
