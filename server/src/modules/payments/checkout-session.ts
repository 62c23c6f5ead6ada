import type { CheckoutSession } from '@tradeshub/sdk';
import type { paymentCheckouts } from '../../db/schema/index.js';

/** A stored checkout, for a schedule item or a support proposal. */
export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** What the payer is told about a checkout: an open one past its expiry reads as expired. */
export function toCheckoutSession(row: CheckoutRow): CheckoutSession {
  const expired = row.status === 'open' && row.expiresAt <= new Date();
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    url: status === 'open' ? row.url : null,
    status,
    paid: row.paidAt !== null,
    amountPence: row.amountPence,
    scheduleItemId: row.scheduleItemId,
    supportProposalId: row.supportProposalId,
    expiresAt: row.expiresAt.toISOString(),
    declineMessage: row.status === 'open' ? row.declineMessage : null,
  };
}
