import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { MENU_BUTTON_CLASS, MoreIcon, type ItemAction } from './item-menu';

/** The working '…' menu (Headless UI's menu: arrow keys, typeahead, Escape), loaded with the first post shown. */
export function ItemMenuList({ label, actions }: { label: string; actions: ItemAction[] }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={label} className={MENU_BUTTON_CLASS}>
        <MoreIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-40 mt-1 w-48 rounded-xl border border-line bg-white p-1 shadow-xl focus:outline-none">
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button type="button" className="block w-full rounded-md px-3 py-2 text-left text-sm text-ink data-focus:bg-brand-50" onClick={action.onSelect}>
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
