import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace, accountMenuLabel } from './header-buttons';
import { paths } from '../../config/paths';
import { useUnseenConnectionRequestCount } from '../../entities/connections';
import { client } from '../../lib/client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts';

/**
 * The signed-in person's menu: settings, switching between customer and business, sign out.
 * `openAtOnce`: the shell's stand-in button was pressed before this code arrived.
 */
export function AccountMenu({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const session = useSession();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!openAtOnce || opened.current || !button.current) return;
    opened.current = true;
    button.current.click();
  });
  const navigate = useNavigate();
  const user = session.userInfo;
  const unseenRequests = useUnseenConnectionRequestCount();
  if (!user) return null;

  const switchMode = async () => {
    const toBusiness = !session.isBusinessUser;
    client.session.setBusinessUser(toBusiness);
    navigate(toBusiness ? paths.ownBusiness() : paths.find());
    try {
      await client.business.updateHasSwitched({ body: { hasSwitched: toBusiness } });
    } catch (error) {
      toast.error(error);
    }
  };

  const signOut = async () => {
    await client.signOut();
    navigate(paths.landing());
    toast.info('You have signed out.');
  };

  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-brand-50';
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} aria-label={accountMenuLabel(user, unseenRequests)} className={ACCOUNT_BUTTON_CLASS}>
        <AccountButtonFace user={user} unseenRequests={unseenRequests} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-60 rounded-xl border border-line bg-white p-1 shadow-xl focus:outline-none">
        <div className="px-3 py-2 text-sm">
          <p className="font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-muted">{user.emailAddress}</p>
        </div>
        <MenuItem>
          <button type="button" className={item} onClick={() => navigate(paths.settings.contactDetails())}>
            Settings
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={`${item} flex items-center justify-between gap-2`}
            onClick={() => navigate(paths.connections(unseenRequests > 0 ? 'requests' : undefined))}
          >
            Connections
            <CountBadge count={unseenRequests} />
            {unseenRequests > 0 && <span className="sr-only">, {unseenRequests} new</span>}
          </button>
        </MenuItem>
        {user.role === 'ADMIN' && (
          <MenuItem>
            <button type="button" className={item} onClick={() => navigate(paths.admin.console())}>
              Operator console
            </button>
          </MenuItem>
        )}
        {user.business ? (
          <MenuItem>
            <button type="button" className={item} onClick={() => void switchMode()}>
              {session.isBusinessUser ? 'Switch to customer' : `Switch to ${user.business.name}`}
            </button>
          </MenuItem>
        ) : (
          <MenuItem>
            <button type="button" className={item} onClick={() => navigate(paths.registerBusiness())}>
              Register your business
            </button>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" className={`${item} text-danger`} onClick={() => void signOut()}>
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
