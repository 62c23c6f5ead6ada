import { Dialog, DialogPanel } from '@headlessui/react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import type { NavItem } from '../../config/navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'}`;

/** A link's label with its count (unread conversations on Messages), which its accessible name includes. */
function NavLabel({ item, count = 0 }: { item: NavItem; count?: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.label}
      <CountBadge count={count} />
      {count > 0 && <span className="sr-only">, {count} unread</span>}
    </span>
  );
}

/**
 * The role's menu: a row of links on desktop, a slide-over on mobile (at most 900 px wide).
 * `counts` puts a badge on the links to those paths.
 */
export function MainNav({ items, counts = {} }: { items: NavItem[]; counts?: Readonly<Record<string, number>> }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  const unread = items.reduce((sum, item) => sum + (counts[item.to] ?? 0), 0);
  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                <NavLabel item={item} count={counts[item.to]} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="relative rounded-lg p-2 text-ink hover:bg-brand-50 md:hidden"
        aria-label={unread > 0 ? `Open menu, ${unread} unread` : 'Open menu'}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        {unread > 0 && <span aria-hidden className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-accent-600 ring-2 ring-white" />}
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-black/30" aria-hidden />
        <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <span className="font-bold text-brand-700">Menu</span>
            <button type="button" aria-label="Close menu" className="rounded p-2 hover:bg-brand-50" onClick={() => setOpen(false)}>
              ✕
            </button>
          </div>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={(s) => `block ${linkClass(s)}`} onClick={() => setOpen(false)}>
                    <NavLabel item={item} count={counts[item.to]} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </DialogPanel>
      </Dialog>
    </>
  );
}
