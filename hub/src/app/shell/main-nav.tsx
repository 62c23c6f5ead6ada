import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../config/navigation';
import { isCurrentPath, useRouterClicks } from '../../lib/router-clicks';
import { linkClass, NavLabel } from './nav-link-label';

const MainNavDrawer = lazy(() => import('./main-nav-drawer'));

/**
 * The role's menu: a row of links on wide screens (lg, 1200 px and up), a slide-over below.
 * Phones (at most 900 px) need the slide-over; between 900 and 1200 px the row of seven or
 * eight links would not fit beside the logo and the account buttons either, and up to 1330 px
 * (lx) the eight customer links fit only a little tighter.
 * `counts` puts a badge on the links to those paths.
 */
export function MainNav({
  items,
  counts = {},
  wide = false,
}: {
  items: NavItem[];
  counts?: Readonly<Record<string, number>>;
  /** The row needs more room (a visitor's Sign in and Join free take more than a bell and an avatar): a row from xl, 1536 px, only. */
  wide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can still animate; never before it.
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const onClick = useRouterClicks();
  if (items.length === 0) return null;
  const unread = items.reduce((sum, item) => sum + (counts[item.to] ?? 0), 0);
  return (
    <>
      {/* Catches its links' clicks (Enter on a link clicks it too): router-clicks.ts. */}
      <nav aria-label="Main" className={wide ? 'hidden xl:block' : 'hidden lg:block'} onClick={onClick}>
        <ul className="flex items-center gap-1 lg:max-lx:gap-0">
          {items.map((item) => {
            const isActive = isCurrentPath(item.to, pathname);
            return (
              <li key={item.to}>
                <a href={item.to} className={linkClass({ isActive })} aria-current={isActive ? 'page' : undefined}>
                  <NavLabel item={item} count={counts[item.to]} />
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        className={`relative rounded-lg p-2 text-ink hover:bg-brand-50 ${wide ? 'xl:hidden' : 'lg:hidden'}`}
        aria-label={unread > 0 ? `Open menu, ${unread} unread` : 'Open menu'}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        {unread > 0 && <span aria-hidden className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-accent-600 ring-2 ring-white" />}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MainNavDrawer items={items} counts={counts} open={open} onClose={() => setOpen(false)} wide={wide} />
        </Suspense>
      )}
    </>
  );
}
