import type { UserSummary } from '@tradeshub/sdk';

type NamedPerson = Pick<UserSummary, 'firstName' | 'lastName'>;

/** "Sarah Knight": a person's full name, as their connections and conversations show it. */
export const fullName = (user: NamedPerson) => `${user.firstName} ${user.lastName}`.trim();

/** "Sarah K.": a person's first name and initial, as public pages show people. */
export const shortName = (user: NamedPerson) => `${user.firstName} ${user.lastName.charAt(0).toUpperCase()}${user.lastName ? '.' : ''}`;

const SIZES = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-11 w-11 text-sm',
} as const;

export interface PersonAvatarProps {
  user: NamedPerson & Pick<UserSummary, 'profileImageUrl'>;
  size?: keyof typeof SIZES;
  /** Adds a green dot while the person is online (conversations know; other pages leave it out). */
  online?: boolean;
}

/** A person's picture, or their initials on a tinted circle. Decorative: their name is always written beside it. */
export function PersonAvatar({ user, size = 'md', online = false }: PersonAvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  const face = user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className={`${box} object-cover`} loading="lazy" />
  ) : (
    <span aria-hidden className={`${box} flex items-center justify-center bg-accent-100 font-bold text-accent-700`}>
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
  if (!online) return face;
  return (
    <span className="relative inline-flex shrink-0">
      {face}
      <span aria-hidden className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-brand-400 ring-2 ring-white" />
    </span>
  );
}
