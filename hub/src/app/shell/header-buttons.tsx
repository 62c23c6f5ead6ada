import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@tradeshub/sdk';
import { CountBadge } from '../../components/ui/count-badge';
import { paths } from '../../config/paths';

// The header's signed-in buttons as they look, shared by the real ones (their own chunks, with
// the counts and the menu code) and the stand-ins the shell draws until those load, so the
// swap changes nothing on screen (docs/decisions/0060-session-restore-without-the-client.md).

/** The bell: a link to /notifications with the unread count in its name. */
export function BellLink({ count, current }: { count: number; current: boolean }) {
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

/** The account menu button's class: a round button with the person's initials. */
export const ACCOUNT_BUTTON_CLASS =
  'relative flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 text-sm font-bold text-accent-700 ring-2 ring-white';

/** The account menu button's name, with the new connection requests. */
export function accountMenuLabel(user: SessionUser, unseenRequests: number): string {
  const requests = unseenRequests > 0 ? `, ${unseenRequests} new connection ${unseenRequests === 1 ? 'request' : 'requests'}` : '';
  return `Account menu for ${user.firstName} ${user.lastName}${requests}`;
}

/** What the account menu button shows: the initials, and the new connection requests' badge. */
export function AccountButtonFace({ user, unseenRequests }: { user: SessionUser; unseenRequests: number }): ReactNode {
  return (
    <>
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
      <CountBadge count={unseenRequests} className="absolute -top-1 -right-1.5 ring-2 ring-white" />
    </>
  );
}
