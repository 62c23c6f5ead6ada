import { Menu, MenuButton, MenuItem, MenuItems } from '../../../components/ui/menu';

export interface ItemAction {
  label: string;
  onSelect: () => void;
}

const MENU_BUTTON_CLASS =
  'flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-300';

/** Three dots. */
function MoreIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

/** The '…' menu of a post, comment or reply (report, copy link, delete your own). */
export function ItemMenu({ label, actions }: { label: string; actions: ItemAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu>
      <MenuButton aria-label={label} className={MENU_BUTTON_CLASS}>
        <MoreIcon />
      </MenuButton>
      <MenuItems className="z-40 mt-1 w-48 rounded-xl border border-line bg-white p-1 shadow-xl focus:outline-none">
        {actions.map((action) => (
          <MenuItem key={action.label} className="text-ink" onSelect={action.onSelect}>
            {action.label}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
