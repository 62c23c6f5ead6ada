import type Stripe from 'stripe';
import type { PaymentEvent } from './provider.js';
import { declineSentence, toPayout, toProviderAccount } from './stripe-mapping.js';

// Stripe's events, after their signature was checked, as PaymentEvent. Checkout's events come
// from the platform's own account; account.updated and payouts come from the connected
// accounts (the event names the account). Anything else is acknowledged and left alone.

/** How a completed session was paid ('Visa •••• 4242'), asked of Stripe; null when it cannot say. */
export type PaidWithLookup = (sessionId: string) => Promise<string | null>;

export async function toPaymentEvent(event: Stripe.Event, paidWith: PaidWithLookup): Promise<PaymentEvent> {
  const base = { id: event.id, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session whose money has not arrived yet (a bank debit) waits for async_payment_succeeded.
      if (session.payment_status !== 'paid') return { ...base, type: 'ignored', providerType: event.type };
      const intent = session.payment_intent;
      return { ...base, type: 'checkout.completed', sessionId: session.id, paidWith: await paidWith(session.id), paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null) };
    }
    case 'checkout.session.expired':
      return { ...base, type: 'checkout.expired', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'payment.failed', sessionId: event.data.object.id, scheduleItemId: event.data.object.metadata?.scheduleItemId ?? null, message: declineSentence(null) };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { ...base, type: 'payment.failed', sessionId: null, scheduleItemId: intent.metadata?.scheduleItemId ?? null, message: declineSentence(intent.last_payment_error) };
    }
    case 'account.updated':
      return { ...base, type: 'account.updated', account: toProviderAccount(event.data.object) };
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled':
      if (!event.account) return { ...base, type: 'ignored', providerType: event.type };
      return { ...base, type: 'payout.updated', payout: toPayout(event.data.object, event.account) };
    default:
      return { ...base, type: 'ignored', providerType: event.type };
  }
}
