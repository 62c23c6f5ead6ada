import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * A menu button (WAI-ARIA APG "menu button"): the account menu and the community's '…' menus.
 * Ours rather than Headless UI's: those two render on every signed-in first load, and Headless
 * UI's menu and its positioning were about a fifth of the community home's main-thread time on a
 * phone (docs/decisions/0062-first-render-main-thread.md).
 *
 * - The button opens it with a click, Enter, Space or ArrowDown (first item focused) or ArrowUp (last).
 * - In the menu: ArrowDown/ArrowUp move (and wrap), Home/End, a letter goes to the next item
 *   starting with it, Escape closes it and gives the button focus back, Tab closes it and moves on.
 * - Choosing an item closes the menu, gives the button focus back, then runs the item.
 * - A press outside closes it. It opens below the button, against its right edge.
 */

type Focus = 'first' | 'last';

interface MenuState {
  open: boolean;
  openWith: (focus: Focus) => void;
  close: (refocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  menuId: string;
  focusOnOpen: Focus;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error('A MenuButton, MenuItems or MenuItem must be inside a Menu.');
  return state;
}

const itemsOf = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));

/** The menu's frame: a relative box holding the button and, when open, its items. */
export function Menu({ className = 'relative', children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const pressedOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressedOutside);
    return () => document.removeEventListener('pointerdown', pressedOutside);
  }, [open]);

  const state: MenuState = {
    open,
    openWith: (focus) => {
      setFocusOnOpen(focus);
      setOpen(true);
    },
    close: (refocus) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus();
    },
    buttonRef,
    menuId,
    focusOnOpen,
  };
  return (
    <MenuContext.Provider value={state}>
      <div ref={rootRef} className={className}>
        {children}
      </div>
    </MenuContext.Provider>
  );
}

/** The button that opens and closes the menu. */
export function MenuButton({ className, children, 'aria-label': label }: { className?: string; children: ReactNode; 'aria-label'?: string }) {
  const menu = useMenu();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.menuId : undefined}
      className={className}
      onClick={() => (menu.open ? menu.close(false) : menu.openWith('first'))}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

/** The items' panel: shown while the menu is open, below the button at its right edge. */
export function MenuItems({ className = '', children }: { className?: string; children: ReactNode }) {
  const menu = useMenu();
  const ref = useRef<HTMLDivElement>(null);
  const { open, focusOnOpen } = menu;

  useEffect(() => {
    if (!open || !ref.current) return;
    const items = itemsOf(ref.current);
    (focusOnOpen === 'last' ? items.at(-1) : items[0])?.focus();
  }, [open, focusOnOpen]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(event.currentTarget);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      menu.close(true);
    } else if (event.key === 'Tab') menu.close(false);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const next = [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <div ref={ref} id={menu.menuId} role="menu" tabIndex={-1} className={`absolute top-full right-0 ${className}`} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** A menu item's look: a full-width row, highlighted while pointed at or focused. */
const ITEM_CLASS = 'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus-visible:outline-none';

/** One choice: closes the menu, gives the button focus back, then runs `onSelect`. `className` adds to the row's look. */
export function MenuItem({ className = '', onSelect, children }: { className?: string; onSelect: () => void; children: ReactNode }) {
  const menu = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${ITEM_CLASS} ${className}`}
      onClick={() => {
        menu.close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
