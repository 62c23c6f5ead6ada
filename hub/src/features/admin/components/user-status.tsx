import type { AdminUser } from '@tradeshub/sdk';

const ROLE_LABELS: Record<AdminUser['role'], string> = { CUSTOMER: 'Customer', TRADEPERSON: 'Tradesperson', ADMIN: 'Operator' };

/** The role and whether the account is suspended, as small labels. */
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">{ROLE_LABELS[user.role]}</span>
      {user.suspendedAt ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger ring-1 ring-red-200">Suspended</span>
      ) : (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">Active</span>
      )}
      {!user.emailVerified && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Email not verified</span>}
    </span>
  );
}
