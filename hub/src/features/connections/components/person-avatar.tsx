import type { UserSummary } from '@tradeshub/sdk';

/** "Sarah Knight": a person's full name as connections show it. */
export const fullName = (user: Pick<UserSummary, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** A person's picture, or their initials on a tinted circle. */
export function PersonAvatar({ user, size = 'md' }: { user: Pick<UserSummary, 'firstName' | 'lastName' | 'profileImageUrl'>; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-11 w-11 text-sm';
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} loading="lazy" />;
  return (
    <span aria-hidden className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700`}>
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}

/** The role a person uses Tradeshub in, as a small label beside their name. */
export function RoleLabel({ role }: { role: UserSummary['role'] }) {
  if (role !== 'TRADEPERSON') return null;
  return <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-700">Tradesperson</span>;
}
