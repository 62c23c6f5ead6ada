import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { paymentAccounts, paymentWebhookEvents, payouts } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import { PAYMENT_WEBHOOK_PATH, WebhookSignatureError, type PaymentEvent } from '../../platform/payments/index.js';
import type { ProviderPayout } from '../../platform/payments/provider.js';
import type { AppContext } from '../context.js';
import { completeCheckout, declineCheckout, releaseCheckout } from './checkout-outcomes.js';
import { applyAccountUpdate } from './connected-accounts.js';

// The one webhook route for every provider. The provider checks the signature and reads the
// event into PaymentEvent; from there sandbox and Stripe share this code. An event id seen
// before is acknowledged and skipped; each effect is also a no-op on an object already past
// it, so repeats, races and events arriving out of order leave one outcome.

async function seen(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(and(eq(paymentWebhookEvents.id, id), eq(paymentWebhookEvents.status, 'PROCESSED'))).limit(1);
  return row !== undefined;
}

/** Keeps what became of an event, for the operator console: applied, or failed (and why) until a later delivery applies it. */
async function recordEvent(context: AppContext, event: PaymentEvent, error: string | null): Promise<void> {
  const t = paymentWebhookEvents;
  const status = error === null ? ('PROCESSED' as const) : ('FAILED' as const);
  const type = event.type === 'ignored' ? `ignored: ${event.providerType}`.slice(0, 100) : event.type;
  await context.db
    .insert(t)
    .values({ id: event.id, provider: context.payments.provider.name, type, status, error: error?.slice(0, 300) ?? null })
    .onConflictDoUpdate({
      target: t.id,
      set: { status, error: error?.slice(0, 300) ?? null, attempts: sql`${t.attempts} + 1`, updatedAt: new Date() },
      // An event applied once stays applied, whatever a racing copy of it reports.
      setWhere: sql`${t.status} <> 'PROCESSED'`,
    });
}

async function applyPayout(db: Queryable, payout: ProviderPayout, eventCreatedAt: Date): Promise<void> {
  const [account] = await db.select({ businessId: paymentAccounts.businessId }).from(paymentAccounts).where(eq(paymentAccounts.providerAccountId, payout.accountId)).limit(1);
  if (!account) return;
  const values = { amountPence: payout.amountPence, status: payout.status, destination: payout.destination.slice(0, 120), arrivalDate: payout.arrivalDate, syncedAt: eventCreatedAt };
  await db
    .insert(payouts)
    .values({ id: payout.id, businessId: account.businessId, createdAt: payout.createdAt, ...values })
    .onConflictDoUpdate({ target: payouts.id, set: values, setWhere: sql`${payouts.syncedAt} <= ${eventCreatedAt.toISOString()}::timestamptz` });
}

/** Applies one verified event; 'retry' when it names a checkout we do not know yet (the provider sends it again later). */
export async function applyPaymentEvent(context: AppContext, event: PaymentEvent): Promise<'applied' | 'duplicate' | 'retry'> {
  if (await seen(context.db, event.id)) return 'duplicate';
  let result: 'applied' | 'retry';
  try {
    result = await applyOnce(context, event);
  } catch (error) {
    await recordEvent(context, event, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
  await recordEvent(context, event, result === 'retry' ? 'It names a checkout not known here yet; the provider sends it again.' : null);
  return result;
}

async function applyOnce(context: AppContext, event: PaymentEvent): Promise<'applied' | 'retry'> {
  const { db } = context;
  switch (event.type) {
    case 'checkout.completed': {
      const result = await completeCheckout(context, event.sessionId, { paidWith: event.paidWith, paymentIntentId: event.paymentIntentId, paidAt: event.createdAt });
      if (result === 'unknown') return 'retry';
      break;
    }
    case 'checkout.expired':
      await releaseCheckout(db, event.sessionId);
      break;
    case 'payment.failed':
      await declineCheckout(db, { sessionId: event.sessionId, scheduleItemId: event.scheduleItemId }, event.message);
      break;
    case 'account.updated':
      await applyAccountUpdate(db, event.account, event.createdAt);
      break;
    case 'payout.updated':
      await applyPayout(db, event.payout, event.createdAt);
      break;
    case 'ignored':
      break;
  }
  return 'applied';
}

/** POST /backend-service/payment/webhook: the raw body is kept for the signature check. */
export function registerPaymentWebhook(app: FastifyInstance, context: AppContext): void {
  const { provider } = context.payments;
  app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    hooks.post(PAYMENT_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Send the event as the request body.');
      const header = request.headers[provider.signatureHeader];
      let event: PaymentEvent;
      try {
        event = await provider.parseWebhook(request.body, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(`The webhook was refused: ${error.message}`);
        throw error;
      }
      const result = await applyPaymentEvent(context, event);
      if (result === 'retry') throw new AppError(409, 'CONFLICT', 'That checkout is not known here yet; send the event again later.');
      return reply.send({ data: { received: true, duplicate: result === 'duplicate' }, message: 'Event received.' });
    });
  });
}
