import { Dialog, DialogPanel } from '@headlessui/react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from '../navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'}`;

/** The role's menu: a row of links on desktop, a slide-over on mobile (at most 900 px wide). */
export function MainNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="rounded-lg p-2 text-ink hover:bg-brand-50 md:hidden"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
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
                    {item.label}
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
