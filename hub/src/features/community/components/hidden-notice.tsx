import type { Hidden } from '@tradeshub/sdk';

/** Told only to the author: a moderator hid their item from everyone else, and why. */
export function HiddenNotice({ hidden, noun }: { hidden: Hidden; noun: 'post' | 'comment' | 'reply' }) {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
      Our moderators hid your {noun} from everyone else: {hidden.reason}.{hidden.note ? ` ${hidden.note}` : ''}
    </p>
  );
}
