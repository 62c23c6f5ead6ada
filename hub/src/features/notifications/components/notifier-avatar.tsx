import type { UserSummary } from '@tradeshub/sdk';

/** Who caused a notification: their picture, their initials, or the Tradeshub mark for system notices. */
export function PersonInitials({ user }: { user: Pick<UserSummary, 'firstName' | 'lastName' | 'profileImageUrl'> | null }) {
  const box = 'h-10 w-10 shrink-0 rounded-full';
  if (!user) {
    return (
      <span aria-hidden className={`${box} flex items-center justify-center bg-brand-100`}>
        <img src="/favicon.svg" alt="" width="20" height="20" />
      </span>
    );
  }
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt="" className={`${box} object-cover`} loading="lazy" />;
  return (
    <span aria-hidden className={`${box} flex items-center justify-center bg-accent-100 text-sm font-bold text-accent-700`}>
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
