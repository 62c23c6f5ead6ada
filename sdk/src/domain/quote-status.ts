// How a quote status reads (spec section 4).
import type { QuoteStatus } from './statuses.js';

/** The spec's display text of each quote status, exactly. */
export const QUOTE_STATUS_LABELS = {
  DRAFT: 'Draft',
  SENT: 'Quote sent',
  ACCEPTED: 'Quote Accepted',
  REJECTED: 'Quote Rejected',
  CLOSED: 'Quote Closed',
  STARTED: 'Contract Started',
} as const satisfies Record<QuoteStatus, string>;

function isQuoteStatus(status: string): status is QuoteStatus {
  return Object.hasOwn(QUOTE_STATUS_LABELS, status);
}

/**
 * The display text of a quote status; anything unknown reads as sent, as the spec says.
 * @example quoteStatusLabel('STARTED') // 'Contract Started'
 */
export function quoteStatusLabel(status: string): string {
  return isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : QUOTE_STATUS_LABELS.SENT;
}

/**
 * A quote's stable number, printed on its PDF and its print view: 'Q-' and the first eight
 * characters of its work's id, upper-cased. It never changes and needs no counter.
 * @example quoteNumber('3f2a1b9c-0d4e-4f00-8a1b-2c3d4e5f6a7b') // 'Q-3F2A1B9C'
 */
export function quoteNumber(workId: string): string {
  return `Q-${workId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
