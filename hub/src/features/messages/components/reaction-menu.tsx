import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { reactionFieldFor, type Message } from '@tradeshub/sdk';
import { REACTIONS } from '../api/react-to-message';

/** A small emoji menu beside a message, reachable by keyboard (arrow keys, Enter, Escape). */
export function ReactionMenu({ message, userId, onReact, align }: { message: Message; userId: string; onReact: (reaction: string) => void; align: 'start' | 'end' }) {
  const field = reactionFieldFor(message, userId);
  const mine = field ? message[field] : null;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label="React to this message"
        className="flex h-8 w-8 items-center justify-center rounded-full text-muted opacity-100 transition hover:bg-brand-50 hover:text-ink focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 data-open:opacity-100"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M8.5 14.5s1.3 1.8 3.5 1.8 3.5-1.8 3.5-1.8M9 9.5h.01M15 9.5h.01" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor={align === 'end' ? 'top end' : 'top start'}
        className="z-40 mb-1 flex gap-0.5 rounded-full border border-line bg-white p-1 shadow-lg focus:outline-none"
      >
        {REACTIONS.map((reaction) => (
          <MenuItem key={reaction}>
            <button
              type="button"
              aria-label={mine === reaction ? `Remove your ${reaction} reaction` : `React with ${reaction}`}
              aria-pressed={mine === reaction}
              onClick={() => onReact(reaction)}
              className={`flex h-9 w-9 items-center justify-center rounded-full text-lg transition data-focus:bg-brand-50 ${mine === reaction ? 'bg-accent-100' : ''}`}
            >
              {reaction}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
