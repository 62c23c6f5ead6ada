import { Dialog, DialogPanel } from '@headlessui/react';
import { NavLink } from 'react-router';
import type { NavItem } from '../../config/navigation';
import { linkClass, NavLabel } from './nav-link-label';

/** The mobile menu's slide-over: its own chunk, since Headless UI's dialog is loaded only when someone opens the menu. */
export default function MainNavDrawer({
  items,
  counts,
  open,
  onClose,
  wide,
}: {
  items: NavItem[];
  counts: Readonly<Record<string, number>>;
  open: boolean;
  onClose: () => void;
  /** Matches MainNav's `wide`: the drawer serves every width the row does not. */
  wide: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} className={`relative z-50 ${wide ? 'xl:hidden' : 'lg:hidden'}`}>
      <div className="fixed inset-0 bg-black/30" aria-hidden />
      <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white p-4 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <span className="font-bold text-brand-700">Menu</span>
          <button type="button" aria-label="Close menu" className="rounded p-2 hover:bg-brand-50" onClick={onClose}>
            ✕
          </button>
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(s) => `block ${linkClass(s)}`} onClick={onClose}>
                  <NavLabel item={item} count={counts[item.to]} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
