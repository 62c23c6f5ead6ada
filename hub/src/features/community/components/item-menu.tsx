import { lazy, Suspense } from 'react';

export interface ItemAction {
  label: string;
  onSelect: () => void;
}

/** The '…' button's look, the same before and after the menu code arrives. */
export const MENU_BUTTON_CLASS =
  'flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-300';

/** Three dots. */
export function MoreIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

// The menu code (Headless UI's menu and its positioning) is not needed for the page's first
// paint: posts and their menus come after the feed answers, by when it has loaded.
const ItemMenuList = lazy(() => import('./item-menu-list').then((module) => ({ default: module.ItemMenuList })));

/** The '…' menu of a post, comment or reply (report, copy link, delete your own). */
export function ItemMenu({ label, actions }: { label: string; actions: ItemAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Suspense
      fallback={
        <div className="relative">
          <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={false} className={MENU_BUTTON_CLASS}>
            <MoreIcon />
          </button>
        </div>
      }
    >
      <ItemMenuList label={label} actions={actions} />
    </Suspense>
  );
}
