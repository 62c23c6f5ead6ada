import { useQuery } from '@tanstack/react-query';
import { quoteStatusLabel, type Message } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { messagesKeys } from '../api/keys';

/**
 * A QUOTE or QUOTE_ACTION message as a card with the quote's status as the spec words it.
 * The status is read from the work the message points at; until that loads (or if it
 * cannot) the card reads as sent, as the spec's label rule does for an unknown status.
 */
export function QuoteCard({ message }: { message: Message }) {
  const work = useQuery({
    queryKey: messagesKeys.quote(message.workId ?? ''),
    queryFn: ({ signal }) => client.work.getById({ params: { id: message.workId! } }, { signal }),
    enabled: message.workId !== null,
    retry: false,
    staleTime: 60_000,
  });
  const label = quoteStatusLabel(work.data?.quoteStatus ?? 'SENT');
  return (
    <div className="w-64 max-w-full overflow-hidden rounded-xl border border-accent-200 bg-white text-ink">
      <div className="flex items-center justify-between gap-2 bg-accent-50 px-3 py-2">
        <span className="text-xs font-bold tracking-wide text-accent-700 uppercase">{message.type === 'QUOTE' ? 'Quote' : 'Quote update'}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200">{label}</span>
      </div>
      <div className="px-3 py-2">
        {work.data && <p className="text-sm font-semibold">{work.data.title}</p>}
        {message.text && <p className="mt-0.5 text-sm whitespace-pre-line">{message.text}</p>}
      </div>
    </div>
  );
}
