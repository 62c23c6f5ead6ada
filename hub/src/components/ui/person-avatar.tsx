import type { UserSummary } from '@tradeshub/sdk';

/** "Sarah K.": a person's first name and initial, as public pages show people. */
export const shortName = (user: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName.charAt(0).toUpperCase()}${user.lastName ? '.' : ''}`;

/** A person's picture, or their initials on a tinted circle. */
export function PersonAvatar({ user, size = 'md' }: { user: Pick<UserSummary, 'firstName' | 'lastName' | 'profileImageUrl'>; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} loading="lazy" />;
  return (
    <span aria-hidden className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700`}>
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
