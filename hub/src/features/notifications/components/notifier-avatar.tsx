import type { UserSummary } from '@tradeshub/sdk';
import { PersonAvatar } from '../../../components/ui/person-avatar';

/** Who caused a notification: their avatar, or the Tradeshub mark for system notices. */
export function NotifierAvatar({ user }: { user: Pick<UserSummary, 'firstName' | 'lastName' | 'profileImageUrl'> | null }) {
  if (user) return <PersonAvatar user={user} />;
  return (
    <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100">
      <img src="/favicon.svg" alt="" width="20" height="20" />
    </span>
  );
}
