import type { UserSummary } from '@tradeshub/sdk';

/** The role a person uses Tradeshub in, as a small label beside their name. */
export function RoleLabel({ role }: { role: UserSummary['role'] }) {
  if (role !== 'TRADEPERSON') return null;
  return <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-700">Tradesperson</span>;
}
