import { useNavigate } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { Menu, MenuButton, MenuItem, MenuItems } from '../../components/ui/menu';
import { paths } from '../../config/paths';
import { useUnseenConnectionRequestCount } from '../../entities/menu-counts';
import { loadClient } from '../../lib/load-client';
import { session as sessionStore } from '../../lib/session-store';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts';
import { useMenuCountsShared } from './menu-count-keys';

/** The signed-in person's menu: settings, switching between customer and business, sign out. */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.userInfo;
  useMenuCountsShared();
  const unseenRequests = useUnseenConnectionRequestCount();
  if (!user) return null;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  const switchMode = async () => {
    const toBusiness = !session.isBusinessUser;
    sessionStore.setBusinessUser(toBusiness);
    navigate(toBusiness ? paths.ownBusiness() : paths.find());
    try {
      await (await loadClient()).business.updateHasSwitched({ body: { hasSwitched: toBusiness } });
    } catch (error) {
      toast.error(error);
    }
  };

  const signOut = async () => {
    await (await loadClient()).signOut();
    navigate(paths.landing());
    toast.info('You have signed out.');
  };

  return (
    <Menu>
      <MenuButton
        aria-label={`Account menu for ${user.firstName} ${user.lastName}${unseenRequests > 0 ? `, ${unseenRequests} new connection ${unseenRequests === 1 ? 'request' : 'requests'}` : ''}`}
        className="relative flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 text-sm font-bold text-accent-700 ring-2 ring-white"
      >
        {initials}
        <CountBadge count={unseenRequests} className="absolute -top-1 -right-1.5 ring-2 ring-white" />
      </MenuButton>
      <MenuItems className="z-50 mt-2 w-60 rounded-xl border border-line bg-white p-1 shadow-xl focus:outline-none">
        <div className="px-3 py-2 text-sm">
          <p className="font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-muted">{user.emailAddress}</p>
        </div>
        <MenuItem onSelect={() => navigate(paths.settings.contactDetails())}>
          Settings
        </MenuItem>
        <MenuItem className="flex items-center justify-between gap-2" onSelect={() => navigate(paths.connections(unseenRequests > 0 ? 'requests' : undefined))}>
          Connections
          <CountBadge count={unseenRequests} />
          {unseenRequests > 0 && <span className="sr-only">, {unseenRequests} new</span>}
        </MenuItem>
        {user.role === 'ADMIN' && (
          <MenuItem onSelect={() => navigate(paths.admin.console())}>
            Operator console
          </MenuItem>
        )}
        {user.business ? (
          <MenuItem onSelect={() => void switchMode()}>
            {session.isBusinessUser ? 'Switch to customer' : `Switch to ${user.business.name}`}
          </MenuItem>
        ) : (
          <MenuItem onSelect={() => navigate(paths.registerBusiness())}>
            Register your business
          </MenuItem>
        )}
        <MenuItem className="text-danger" onSelect={() => void signOut()}>
          Sign out
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
