import type { CheckoutSession } from '@tradeshub/sdk';

// What a payer is told on returning from the hosted checkout, from the session the server
// answers (never from the return address, which anyone can type).

export type CheckoutOutcome =
  | { readonly kind: 'PAID'; readonly amountPence: number }
  | { readonly kind: 'DECLINED'; readonly sentence: string }
  | { readonly kind: 'EXPIRED' }
  | { readonly kind: 'PROCESSING' };

/**
 * Where a checkout stands: paid, declined (with the provider's sentence), expired, or still
 * being processed (the callback keeps asking until it settles).
 * @example checkoutOutcome({ ...session, status: 'complete', paid: true }) // { kind: 'PAID', amountPence }
 */
export function checkoutOutcome(session: CheckoutSession): CheckoutOutcome {
  if (session.paid) return { kind: 'PAID', amountPence: session.amountPence };
  if (session.status === 'expired') return { kind: 'EXPIRED' };
  return { kind: 'PROCESSING' };
}

/** Whether the callback should stop asking the server. */
export const isSettled = (outcome: CheckoutOutcome) => outcome.kind !== 'PROCESSING';
