import type { CheckoutSession } from '@tradeshub/sdk';

// What a payer is told on returning from the hosted checkout, from the session the server
// answers (never from the return address, which anyone can type).

export type CheckoutOutcome =
  | { readonly kind: 'PAID'; readonly amountPence: number }
  | { readonly kind: 'DECLINED'; readonly sentence: string }
  | { readonly kind: 'EXPIRED' }
  | { readonly kind: 'LEFT' }
  | { readonly kind: 'PROCESSING' };

/** What the hosted page said when it sent the payer back: they paid, or they went back without paying. */
export type ReturnedAs = 'paid' | 'cancelled' | null;

/**
 * Where a checkout stands: paid, declined (with the provider's sentence), expired, left
 * without paying, or still being processed (the callback keeps asking until it settles).
 * The session decides; the return address only tells a payer who went back from one whose
 * payment is on its way.
 * @example checkoutOutcome({ ...session, status: 'complete', paid: true }, 'paid') // { kind: 'PAID', amountPence }
 */
export function checkoutOutcome(session: CheckoutSession, returnedAs: ReturnedAs = null): CheckoutOutcome {
  if (session.paid) return { kind: 'PAID', amountPence: session.amountPence };
  if (session.status === 'expired') return { kind: 'EXPIRED' };
  if (session.declineMessage) return { kind: 'DECLINED', sentence: session.declineMessage };
  if (returnedAs === 'cancelled') return { kind: 'LEFT' };
  return { kind: 'PROCESSING' };
}

/** The `outcome` the hosted checkout put on the return address. */
export function returnedAsOf(value: string | null): ReturnedAs {
  return value === 'paid' || value === 'cancelled' ? value : null;
}

/** Whether the callback should stop asking the server. */
export const isSettled = (outcome: CheckoutOutcome) => outcome.kind !== 'PROCESSING';
