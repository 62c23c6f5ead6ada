import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { client } from '../../lib/client';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { unreadNotificationCountKey } from '../../features/notifications/api/get-notifications';
import { BellLink } from './header-buttons';

const REFRESH_MS = 60_000;

/** The header's bell: a link to /notifications with the unread count of the mode being used (spec section 6). */
export function NotificationBell() {
  const session = useSession();
  const { pathname } = useLocation();
  const mode = session.isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  const unread = useQuery({
    queryKey: unreadNotificationCountKey(mode),
    queryFn: ({ signal }) => client.notifications.getUnreadCount({ query: { mode } }, { signal }),
    enabled: session.isAuthenticated,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  if (!session.isAuthenticated) return null;
  return <BellLink count={unread.data?.count ?? 0} current={pathname === paths.notifications()} />;
}
