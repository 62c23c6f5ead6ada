import { relativeDayLabel, type WorkEvent, type WorkEventKind } from '@tradeshub/sdk';

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

// A dot's colour says what kind of thing happened: money, agreement, trouble or the rest.
function tone(kind: WorkEventKind): string {
  if (kind.startsWith('PAYMENT_PAID') || kind === 'AGREED' || kind === 'COMPLETED' || kind === 'QUOTE_ACCEPTED' || kind === 'SCHEDULE_CHANGE_APPROVED') return 'bg-brand-500';
  if (kind === 'PAYMENT_LATE' || kind === 'PAYMENT_OVERDUE' || kind.includes('REJECTED') || kind.startsWith('CANCEL')) return 'bg-danger';
  if (kind.startsWith('PAYMENT') || kind.startsWith('SCHEDULE')) return 'bg-accent-500';
  return 'bg-muted';
}

/** What happened to the work, newest first, each with when (and the sentence the server recorded). */
export function WorkTimeline({ events, now = new Date() }: { events: readonly WorkEvent[]; now?: Date }) {
  if (events.length === 0) return <p className="text-sm text-muted">Nothing has happened yet.</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col">
      {[...events].reverse().map((event, i, all) => (
        <li key={event.id} className="relative flex gap-3 pb-4 last:pb-0">
          {i < all.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-px bg-line" />}
          <span aria-hidden className={`mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full ring-2 ring-white ${tone(event.kind)}`} />
          <div className="min-w-0">
            <p className="text-sm break-words text-ink">{event.text}</p>
            <p className="text-xs text-muted">
              <time dateTime={event.createdAt}>
                {relativeDayLabel(event.createdAt, now)}, {clock.format(new Date(event.createdAt))}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
