import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatPounds, quoteStatusLabel, type Message } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';
import { workQueryOptions } from '../../../entities/work';

/**
 * A QUOTE or QUOTE_ACTION message as a card with the quote's status as the spec words it,
 * and a link to the work. The status is read from the work the message points at and follows
 * it live (the shell refreshes works on CONTRACT_UPDATED); until that loads (or if it
 * cannot) the card reads as sent, as the spec's label rule does for an unknown status.
 */
export function QuoteCard({ message }: { message: Message }) {
  const work = useQuery({ ...workQueryOptions(message.workId ?? ''), enabled: message.workId !== null, retry: false });
  const label = quoteStatusLabel(work.data?.quoteStatus ?? 'SENT');
  return (
    <div className="w-64 max-w-full overflow-hidden rounded-xl border border-accent-200 bg-white text-ink">
      <div className="flex items-center justify-between gap-2 bg-accent-50 px-3 py-2">
        <span className="text-xs font-bold tracking-wide text-accent-700 uppercase">{message.type === 'QUOTE' ? 'Quote' : 'Quote update'}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200" data-testid="quote-status">
          {label}
        </span>
      </div>
      <div className="px-3 py-2">
        {work.data && (
          <p className="flex items-baseline justify-between gap-2 text-sm">
            <span className="min-w-0 font-semibold break-words">{work.data.title}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatPounds(work.data.totalPence)}</span>
          </p>
        )}
        {message.text && <p className="mt-0.5 text-sm whitespace-pre-line">{message.text}</p>}
        {message.workId && (
          <Link to={paths.work(message.workId)} className="mt-2 inline-flex min-h-9 items-center rounded-lg text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Open the quote
          </Link>
        )}
      </div>
    </div>
  );
}
