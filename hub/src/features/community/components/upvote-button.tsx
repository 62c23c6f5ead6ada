import { useState } from 'react';
import type { Upvote } from '@tradeshub/sdk';
import { toast } from '../../../lib/toasts';
import { useToggleUpvote, type UpvoteTarget } from '../api/toggle-upvote';

interface UpvoteButtonProps {
  target: UpvoteTarget;
  id: string;
  upvoted: boolean;
  count: number;
  /** What is upvoted, for screen readers: "Upvote Dan's comment". */
  subject: string;
}

/**
 * One upvote per person (a toggle). The server's answer is shown at once; when the item is
 * fetched again (another person's upvote, a refetch) the fresh figures take over.
 */
export function UpvoteButton({ target, id, upvoted, count, subject }: UpvoteButtonProps) {
  const toggle = useToggleUpvote(target);
  const [answer, setAnswer] = useState<{ from: Upvote; to: Upvote } | null>(null);
  const fromProps = { upvoted, upvoteCount: count };
  const stillFresh = answer && answer.from.upvoted === upvoted && answer.from.upvoteCount === count;
  const shown = stillFresh ? answer.to : fromProps;

  const onClick = async () => {
    try {
      const to = await toggle.mutateAsync(id);
      setAnswer({ from: fromProps, to });
    } catch (error) {
      toast.error(error, 'We could not record your upvote. Please try again.');
    }
  };

  return (
    <button
      type="button"
      aria-pressed={shown.upvoted}
      aria-label={`Upvote ${subject}, ${shown.upvoteCount} ${shown.upvoteCount === 1 ? 'upvote' : 'upvotes'}`}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-brand-300 ${
        shown.upvoted ? 'bg-brand-100 text-brand-800' : 'text-muted hover:bg-brand-50 hover:text-brand-700'
      }`}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill={shown.upvoted ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 4 4 13h5v7h6v-7h5z" />
      </svg>
      <span className="tabular-nums">{shown.upvoteCount}</span>
    </button>
  );
}
