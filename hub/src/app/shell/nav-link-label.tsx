import { CountBadge } from '../../components/ui/count-badge';
import type { NavItem } from '../../config/navigation';

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium transition lg:max-lx:px-1.5 lg:max-lx:text-[13px] ${isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'}`;

/** A link's label with its count (unread conversations on Messages), which its accessible name includes. */
export function NavLabel({ item, count = 0 }: { item: NavItem; count?: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.label}
      <CountBadge count={count} />
      {count > 0 && <span className="sr-only">, {count} unread</span>}
    </span>
  );
}
