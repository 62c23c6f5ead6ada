import type { UserSummary } from '@tradeshub/sdk';
import { useIsOnline } from '../stores/presence';

/** "Sarah Knight". */
export const fullName = (user: Pick<UserSummary, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** A person's picture or initials, with a green dot while they are online. */
export function PersonAvatar({ user, size = 'md' }: { user: Pick<UserSummary, 'id' | 'firstName' | 'lastName' | 'profileImageUrl'>; size?: 'sm' | 'md' }) {
  const online = useIsOnline(user.id);
  const box = size === 'sm' ? 'h-9 w-9 text-xs' : 'h-11 w-11 text-sm';
  return (
    <span className="relative inline-flex shrink-0">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className={`${box} rounded-full object-cover`} loading="lazy" />
      ) : (
        <span aria-hidden className={`${box} flex items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700`}>
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </span>
      )}
      {online && <span aria-hidden className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-brand-400 ring-2 ring-white" />}
    </span>
  );
}

/** 'Online' beside a name while the person is online. */
export function OnlineLabel({ userId }: { userId: string }) {
  const online = useIsOnline(userId);
  if (!online) return null;
  return <span className="text-xs font-medium text-brand-600">Online</span>;
}
