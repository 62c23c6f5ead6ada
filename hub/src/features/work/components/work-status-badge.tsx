import { quoteStatusLabel, workStatusColour, workStatusLabel, type Work } from '@tradeshub/sdk';

/**
 * A work's status as the spec words and colours it (section 4): the label, including
 * 'Payment requested - Due Date: DD MMM YYYY' while a payment is asked for, on the status's
 * colour. The text is dark on every colour, since all three are light.
 */
export function WorkStatusBadge({ work }: { work: Pick<Work, 'status' | 'payments' | 'dueDate'> }) {
  return (
    <span
      data-testid="work-status"
      className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-pre-wrap text-ink"
      style={{ backgroundColor: workStatusColour(work.status) }}
    >
      {workStatusLabel(work)}
    </span>
  );
}

/** Where the quote stands, beside a work that is still a draft (the spec labels every OPEN work 'Draft'). */
export function QuoteStatusNote({ work }: { work: Pick<Work, 'status' | 'quoteStatus'> }) {
  if (work.status !== 'OPEN') return null;
  return (
    <span data-testid="quote-status" className="inline-flex items-center rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200">
      {quoteStatusLabel(work.quoteStatus)}
    </span>
  );
}
