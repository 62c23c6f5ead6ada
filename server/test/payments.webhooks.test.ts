import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications, paymentAccounts, paymentCheckouts, paymentDocuments, paymentWebhookEvents } from '../src/db/schema/index.js';
import { PAYMENT_WEBHOOK_PATH } from '../src/platform/payments/index.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/platform/payments/sandbox-provider.js';
import { signPayload } from '../src/platform/payments/signature.js';
import { startTestServer, type TestServer } from './harness.js';
import { connectSandboxAccount } from './payments.fixtures.js';
import { parties, workAt, type Parties } from './work.fixtures.js';

// The webhook route: signatures checked, the same event any number of times changes state
// once, and events arriving out of order leave the outcome the latest facts give.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  p = await parties(server);
  await connectSandboxAccount(server, p.owner);
});
afterAll(async () => server?.close());

const db = () => server.database.db;

function deliver(event: Record<string, unknown>, sign: (payload: string) => string = (payload) => signPayload(server.config.payments.sandboxWebhookSecret, payload)) {
  const payload = JSON.stringify(event);
  return server.app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, payload, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(payload) } });
}

async function openCheckout() {
  const work = await workAt(p, 'AGREED');
  const item = work.payments[0]!;
  await p.owner.client.work.requestPayment({ params: { id: item.id } });
  const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
  return { work, item, session };
}

const completed = (sessionId: string, at = new Date()) => ({ id: `evt_${randomUUID()}`, createdAt: at.toISOString(), type: 'checkout.completed', sessionId, paidWith: 'Visa •••• 4242', paymentIntentId: 'pi_test' });

describe('the payment webhook', () => {
  test('refuses a wrong, missing or stale signature and changes nothing', async () => {
    const { session } = await openCheckout();
    const event = completed(session.id);
    const wrong = await deliver(event, (payload) => signPayload('not-the-secret-at-all', payload));
    const stale = await deliver(event, (payload) => signPayload(server.config.payments.sandboxWebhookSecret, payload, Math.floor(Date.now() / 1000) - 3600));
    const missing = await server.app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    for (const answer of [wrong, stale, missing]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^The webhook was refused: /);
    }
    expect((await p.customer.client.payments.getSession({ params: { id: session.id } })).paid).toBe(false);
  });

  test('the same completion ten times marks the stage paid once, with one receipt and one notice each side', async () => {
    const { work, item, session } = await openCheckout();
    const event = completed(session.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await p.customer.client.work.getById({ params: { id: work.id } })).payments[0]!.status).toBe('PAID');
    const documents = await db().select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id));
    expect(documents.map((d) => d.kind).sort()).toEqual(['FEE_INVOICE', 'RECEIPT']);
    const notices = await db().select({ metaData: notifications.metaData }).from(notifications);
    expect(notices.filter((n) => (n.metaData as { kind?: string; scheduleItemId?: string }).kind === 'PAYMENT_PAID' && (n.metaData as { scheduleItemId?: string }).scheduleItemId === item.id)).toHaveLength(2);
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id))).toHaveLength(1);
    // A different event for the same payment changes nothing either.
    expect((await deliver(completed(session.id))).statusCode).toBe(200);
    expect(await db().select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id))).toHaveLength(2);
  });

  test('an expiry or a decline arriving after the payment changes nothing; a payment after an expiry still counts', async () => {
    const first = await openCheckout();
    expect((await deliver(completed(first.session.id))).statusCode).toBe(200);
    expect((await deliver({ id: `evt_${randomUUID()}`, createdAt: new Date(Date.now() - 60_000).toISOString(), type: 'checkout.expired', sessionId: first.session.id })).statusCode).toBe(200);
    expect((await deliver({ id: `evt_${randomUUID()}`, createdAt: new Date().toISOString(), type: 'payment.failed', sessionId: first.session.id, scheduleItemId: first.item.id, message: 'Declined late.' })).statusCode).toBe(200);
    expect(await p.customer.client.payments.getSession({ params: { id: first.session.id } })).toMatchObject({ status: 'complete', paid: true, declineMessage: null });

    const second = await openCheckout();
    expect((await deliver({ id: `evt_${randomUUID()}`, createdAt: new Date().toISOString(), type: 'checkout.expired', sessionId: second.session.id })).statusCode).toBe(200);
    expect((await p.customer.client.work.getById({ params: { id: second.work.id } })).payments[0]!.status).toBe('REQUESTED');
    expect((await deliver(completed(second.session.id))).statusCode).toBe(200);
    expect((await p.customer.client.work.getById({ params: { id: second.work.id } })).payments[0]!.status).toBe('PAID');
  });

  test('a completion for a checkout not known yet is refused so the provider sends it again', async () => {
    const answer = await deliver(completed('cs_test_unknown'));
    expect(answer.statusCode).toBe(409);
  });

  test('an older account update arriving after a newer one is ignored', async () => {
    const [account] = await db().select().from(paymentAccounts).limit(1);
    const base = { id: account!.providerAccountId, accountType: 'individual', detailsSubmitted: true };
    const newer = { id: `evt_${randomUUID()}`, createdAt: new Date().toISOString(), type: 'account.updated', account: { ...base, chargesEnabled: true, payoutsEnabled: true, requirements: [] } };
    const older = { id: `evt_${randomUUID()}`, createdAt: new Date(Date.now() - 60_000).toISOString(), type: 'account.updated', account: { ...base, chargesEnabled: false, payoutsEnabled: false, requirements: ['Upload a photo of your passport.'] } };
    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    expect(await p.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'VERIFIED', requirements: [] });
  });
});

describe('one open checkout per payment', () => {
  test('twenty concurrent requests for the same payment get one session', async () => {
    const work = await workAt(p, 'AGREED');
    const item = work.payments[0]!;
    await p.owner.client.work.requestPayment({ params: { id: item.id } });
    const sessions = await Promise.all(Array.from({ length: 20 }, () => p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } })));
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    const rows = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.scheduleItemId, item.id));
    expect(rows).toHaveLength(1);
    expect((await p.customer.client.work.getById({ params: { id: work.id } })).payments[0]!.status).toBe('PENDING');
  });
});
