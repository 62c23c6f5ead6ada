import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { menuCountQuery } from '../../entities/menu-counts-read';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { CountBadge } from '../../components/ui/count-badge';
import { unreadNotificationCountKey } from '../../features/notifications/api/keys';
import { useMenuCountsShared } from './menu-count-keys';

/**
 * A fallback only (pushed events refresh each count as it changes): once a minute, and when
 * the window regains focus. The bell's read is the menu's read (decision 0081), so this one
 * refresh brings every badge its count; the other counts keep no timer of their own.
 */
const REFRESH_MS = 60_000;

/** The header's bell: a link to /notifications with the unread count of the mode being used (spec section 6). */
export function NotificationBell() {
  const session = useSession();
  const { pathname } = useLocation();
  const mode = session.isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  const userId = session.userInfo?.id ?? '';
  useMenuCountsShared();
  const unread = useQuery({
    queryKey: unreadNotificationCountKey(mode),
    queryFn: menuCountQuery('notifications', { userId, mode }),
    enabled: session.isAuthenticated && userId !== '',
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  if (!session.isAuthenticated) return null;
  const count = unread.data?.count ?? 0;
  const current = pathname === paths.notifications();

  return (
    <Link
      to={paths.notifications()}
      aria-label={`Notifications, ${count} unread`}
      aria-current={current ? 'page' : undefined}
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-brand-50 ${current ? 'bg-brand-50 text-brand-700' : 'text-ink'}`}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <CountBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-white" />
    </Link>
  );
}
