import type { UserSummary } from '@tradeshub/sdk';
import { PersonAvatar, type PersonAvatarProps } from '../../../components/ui/person-avatar';
import { useIsOnline } from '../stores/presence';

/** The other person's avatar in a conversation, with the green dot while they are online. */
export function OnlinePersonAvatar({ user, size }: { user: PersonAvatarProps['user'] & Pick<UserSummary, 'id'>; size?: PersonAvatarProps['size'] }) {
  return <PersonAvatar user={user} size={size} online={useIsOnline(user.id)} />;
}

/** 'Online' beside a name while the person is online. */
export function OnlineLabel({ userId }: { userId: string }) {
  const online = useIsOnline(userId);
  if (!online) return null;
  return <span className="text-xs font-medium text-brand-600">Online</span>;
}
