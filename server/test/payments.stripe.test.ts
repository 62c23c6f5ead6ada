import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { platformFeePence } from '@tradeshub/sdk';
import { paymentCheckouts, paymentDocuments, paymentWebhookEvents, users } from '../src/db/schema/index.js';
import { PAYMENT_WEBHOOK_PATH, createPaymentPlatform } from '../src/platform/payments/index.js';
import { DECLINE_SENTENCE } from '../src/platform/payments/sandbox-cards.js';
import { failure, signedInUser } from './clients.js';
import { startFakeStripe, TEST_CARDS, type FakeStripe } from './fake-stripe.js';
import { startTestServer, type TestServer } from './harness.js';
import { parties, workAt, type Parties } from './work.fixtures.js';

// PAYMENT_PROVIDER=stripe against a fake Stripe API on 127.0.0.1: the official SDK's calls
// (accounts, account links, external accounts, Checkout with a destination charge) as the
// fake received them, and Stripe's signed events to our one webhook route, which treats them
// as it treats the sandbox's: signature checked, the same event ten times changing state once,
// events out of order leaving the latest facts, a decline leaving the stage payable.

let fake: FakeStripe;
let server: TestServer;
let p: Parties;
let accountId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    LATE_PAYMENT_SWEEP_INTERVAL_MS: '0',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: `whsec_platformendpoint0000000000, ${fake.webhookSecret}`,
    STRIPE_API_BASE: fake.url,
  });
  fake.webhookUrl = `${server.baseUrl}${PAYMENT_WEBHOOK_PATH}`;
  p = await parties(server);
});
afterAll(async () => {
  await fake?.settled();
  await server?.close();
  await fake?.close();
});

const db = () => server.database.db;

async function requestedStage() {
  const work = await workAt(p, 'AGREED');
  const item = work.payments[0]!;
  await p.owner.client.work.requestPayment({ params: { id: item.id } });
  return { work, item };
}

const stageStatus = async (workId: string) => (await p.customer.client.work.getById({ params: { id: workId } })).payments[0]!.status;

describe('connecting a Stripe account', () => {
  test('PAYMENT_PROVIDER=stripe gives the Stripe provider and no sandbox; without its settings it refuses with a sentence', () => {
    const deliver = () => async () => undefined;
    expect(createPaymentPlatform(server.config, db(), deliver)).toMatchObject({ provider: { name: 'stripe', signatureHeader: 'stripe-signature' }, sandbox: null });
    const unset = { ...server.config, payments: { ...server.config.payments, stripe: null } };
    expect(() => createPaymentPlatform(unset, db(), deliver)).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or leave PAYMENT_PROVIDER unset (sandbox) to take payments offline.');
  });

  test('a Custom GB account is made, the onboarding link returned, and account.updated turns payouts on', async () => {
    const kyc = await p.owner.client.payments.createKycSession();
    const [create] = fake.calls('POST', '/v1/accounts');
    expect(create!.body).toMatchObject({
      type: 'custom',
      country: 'GB',
      default_currency: 'gbp',
      email: p.owner.email,
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { businessId: p.business.id },
    });
    expect(create!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    accountId = kyc.accountId;
    expect(accountId).toMatch(/^acct_/);
    const [link] = fake.calls('POST', '/v1/account_links');
    expect(link!.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      collection_options: { fields: 'currently_due' },
      return_url: `${server.config.siteUrl}/callback/kyc?outcome=complete`,
      refresh_url: `${server.config.siteUrl}/callback/kyc?outcome=refresh`,
    });
    expect(kyc.url).toMatch(new RegExp(`^${fake.url}/setup/c/${accountId}/`));

    const pending = await p.owner.client.payments.getConnectedAccount();
    expect(pending).toMatchObject({ status: 'PENDING', chargesEnabled: false, payoutsEnabled: false });
    expect(pending!.requirements).toEqual(expect.arrayContaining(['Add a bank account for payouts.', 'Tell us your date of birth.', 'Accept the Stripe services agreement.']));
    // Not verified yet: no checkout can open for this business.
    const { item } = await requestedStage();
    expect((await failure(p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } }))).status).toBe(409);

    expect((await fake.completeOnboarding(accountId)).status).toBe(200);
    expect(await p.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'VERIFIED', accountType: 'individual', chargesEnabled: true, payoutsEnabled: true, requirements: [] });
    // A second KYC session reuses the account: one account at Stripe per business.
    await p.owner.client.payments.updateKycSession();
    expect(fake.calls('POST', '/v1/accounts')).toHaveLength(1);
    expect(fake.calls('POST', '/v1/account_links')).toHaveLength(2);
  });

  test('bank account and payout cards come from the account’s external accounts; the default moves and a card is removed', async () => {
    expect(await p.owner.client.payments.getExternalAccounts()).toEqual([expect.objectContaining({ bankName: 'STRIPE TEST BANK', last4: '2345', currency: 'gbp', isDefault: true })]);
    const cards = await p.owner.client.payments.getCards();
    expect(cards.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([
      ['Visa', '5556', false],
      ['Mastercard', '8210', false],
    ]);
    const visa = cards[0]!;
    expect(fake.calls('GET', `/v1/accounts/${accountId}/external_accounts`).at(-1)!.query).toEqual({ object: 'card', limit: '100' });

    expect(await p.owner.client.payments.updateCard({ params: { cardId: visa.id }, body: { isDefault: true } })).toMatchObject({ id: visa.id, isDefault: true });
    expect(fake.calls('POST', `/v1/accounts/${accountId}/external_accounts/${visa.id}`).at(-1)!.body).toEqual({ default_for_currency: 'true' });
    expect((await p.owner.client.payments.getExternalAccounts())[0]!.isDefault).toBe(false);

    const refused = await failure(p.owner.client.payments.deleteCard({ params: { id: visa.id } }));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^Payouts go to this card/);
    await p.owner.client.payments.deleteCard({ params: { id: cards[1]!.id } });
    expect(fake.calls('DELETE', `/v1/accounts/${accountId}/external_accounts/${cards[1]!.id}`)).toHaveLength(1);
    expect((await p.owner.client.payments.getCards()).map((c) => c.id)).toEqual([visa.id]);
    expect((await failure(p.owner.client.payments.getCard({ params: { id: cards[1]!.id } }))).status).toBe(404);
    // Only the owner sees them.
    expect((await failure(p.customer.client.payments.getCards())).status).toBe(403);
  });
});

describe('paying a stage through Stripe Checkout', () => {
  test('the session is a destination charge of the stage with the platform fee, found again by its item; 4242 pays it', async () => {
    const { work, item } = await requestedStage();
    const before = fake.calls('POST', '/v1/checkout/sessions').length;
    const sessions = await Promise.all(Array.from({ length: 20 }, () => p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } })));
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    const session = sessions[0]!;
    expect(session).toMatchObject({ status: 'open', paid: false, amountPence: 30_000, scheduleItemId: item.id });
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
    expect(fake.sessions().filter((s) => (s.metadata as { scheduleItemId?: string }).scheduleItemId === item.id)).toHaveLength(1);

    const creates = fake.calls('POST', '/v1/checkout/sessions').slice(before);
    expect(new Set(creates.map((c) => c.headers['idempotency-key']))).toEqual(new Set([`checkout-${item.id}-0`]));
    const callback = `${server.config.siteUrl}/callback/checkout?session_id={CHECKOUT_SESSION_ID}`;
    expect(creates[0]!.body).toMatchObject({
      mode: 'payment',
      locale: 'en-GB',
      customer_email: p.customer.email,
      client_reference_id: item.id,
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: '30000', product_data: { name: expect.stringContaining('New bathroom') } } }],
      payment_intent_data: { application_fee_amount: String(platformFeePence(30_000, 4)), transfer_data: { destination: accountId }, metadata: { scheduleItemId: item.id, workId: work.id } },
      metadata: { scheduleItemId: item.id, workId: work.id },
      success_url: `${callback}&outcome=paid`,
      cancel_url: `${callback}&outcome=cancelled`,
    });
    expect(await stageStatus(work.id)).toBe('PENDING');

    expect((await fake.pay(session.id, TEST_CARDS.succeeds)).status).toBe(200);
    expect(await stageStatus(work.id)).toBe('PAID');
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'complete', paid: true });
    const [row] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, session.id));
    expect(row).toMatchObject({ provider: 'stripe', paidWith: 'Visa •••• 4242', applicationFeePence: 1_440, providerAccountId: accountId });
    expect(row!.paymentIntentId).toMatch(/^pi_/);
    const documents = await db().select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id));
    expect(documents.map((d) => d.kind).sort()).toEqual(['FEE_INVOICE', 'RECEIPT']);
  });

  test('a declined card leaves the stage REQUESTED with a sentence the customer can act on; another card then pays', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    expect((await fake.pay(session.id, TEST_CARDS.declined)).status).toBe(200);
    expect(await stageStatus(work.id)).toBe('REQUESTED');
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'open', paid: false, declineMessage: DECLINE_SENTENCE });
    // Pressing Pay again gives the same open session (same amount), and a good card pays it.
    expect((await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } })).id).toBe(session.id);
    expect((await fake.pay(session.id, TEST_CARDS.succeeds)).status).toBe(200);
    expect(await stageStatus(work.id)).toBe('PAID');
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ paid: true, declineMessage: null });
  });

  test('the payer returning before the webhook sees the payment: get-session asks Stripe', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    const saved = fake.webhookUrl;
    fake.webhookUrl = `${server.baseUrl}/nowhere`;
    expect((await fake.pay(session.id, TEST_CARDS.succeeds)).status).toBe(404);
    fake.webhookUrl = saved;
    expect(await stageStatus(work.id)).toBe('PENDING');
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'complete', paid: true });
    expect(fake.calls('GET', `/v1/checkout/sessions/${session.id}`).at(-1)!.query).toEqual({ expand: ['payment_intent.latest_charge'] });
    expect(await stageStatus(work.id)).toBe('PAID');
  });
});

describe('Stripe’s webhooks', () => {
  test('a wrong, missing, stale or unparseable signature is refused with a sentence and changes nothing', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    const event = fake.event('checkout.session.completed', { ...fake.session(session.id), status: 'complete', payment_status: 'paid' });
    const answers = [
      await fake.send(event, (payload) => fake.sign(payload, undefined, 'whsec_notthesecretatall')),
      await fake.send(event, () => undefined),
      await fake.send(event, (payload) => fake.sign(payload, Math.floor(Date.now() / 1000) - 3600)),
      await fake.send(event, () => 'v1=abc'),
      await fake.send(event, (payload) => fake.sign(`${payload} `)),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => (JSON.parse(a.body) as { message: string }).message)).toEqual([
      'The webhook was refused: The webhook signature does not match.',
      'The webhook was refused: The webhook has no signature header.',
      'The webhook was refused: The webhook signature is too old.',
      'The webhook was refused: The webhook signature header is malformed.',
      'The webhook was refused: The webhook signature does not match.',
    ]);
    expect(await stageStatus(work.id)).toBe('PENDING');
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, String(event.id)))).toHaveLength(0);
  });

  test('the same completion ten times (as Stripe retries it) marks the stage paid once', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    // Paid at Stripe, but its own event is lost; then one event arrives ten times at once.
    const lost = fake.webhookUrl;
    fake.webhookUrl = `${server.baseUrl}/nowhere`;
    await fake.pay(session.id, TEST_CARDS.succeeds);
    fake.webhookUrl = lost;
    const event = fake.event('checkout.session.completed', { ...fake.session(session.id), _intentData: undefined });
    const payload = JSON.stringify(event);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.send(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await stageStatus(work.id)).toBe('PAID');
    expect(await db().select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id))).toHaveLength(2);
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, String(event.id)))).toEqual([expect.objectContaining({ provider: 'stripe', type: 'checkout.completed' })]);
  });

  test('events out of order: a decline or expiry after the payment changes nothing; an older account update after a newer one is ignored', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    const declined = fake.event('payment_intent.payment_failed', {
      id: 'pi_late',
      object: 'payment_intent',
      metadata: { scheduleItemId: item.id, workId: work.id },
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const expired = fake.event('checkout.session.expired', { ...fake.session(session.id), _intentData: undefined, status: 'expired' });
    expect((await fake.pay(session.id, TEST_CARDS.succeeds)).status).toBe(200);
    expect((await fake.send(declined)).status).toBe(200);
    expect((await fake.send(expired)).status).toBe(200);
    expect(await stageStatus(work.id)).toBe('PAID');
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'complete', paid: true, declineMessage: null });

    const stripeAccount = fake.account(accountId);
    const t = Math.floor(Date.now() / 1000);
    const restricted = { ...stripeAccount, payouts_enabled: false, requirements: { currently_due: ['individual.verification.document'], past_due: [], errors: [], disabled_reason: null } };
    const newer = fake.event('account.updated', stripeAccount, { account: accountId, created: t + 5 });
    const older = fake.event('account.updated', restricted, { account: accountId, created: t - 60 });
    expect((await fake.send(newer)).status).toBe(200);
    expect((await fake.send(older)).status).toBe(200);
    expect(await p.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'VERIFIED', payoutsEnabled: true, requirements: [] });
    // A newer restriction does apply, with its sentence.
    expect((await fake.send(fake.event('account.updated', restricted, { account: accountId, created: t + 10 }))).status).toBe(200);
    expect(await p.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'RESTRICTED', payoutsEnabled: false, requirements: ['Upload a photo of your passport or driving licence.'] });
    expect((await fake.send(fake.event('account.updated', stripeAccount, { account: accountId, created: t + 20 }))).status).toBe(200);
  });

  test('a decline names the reason when Stripe gives one; events we do not act on are acknowledged', async () => {
    const { work, item } = await requestedStage();
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    const declined = fake.event('payment_intent.payment_failed', {
      id: 'pi_funds',
      object: 'payment_intent',
      metadata: { scheduleItemId: item.id, workId: work.id },
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect((await fake.send(declined)).status).toBe(200);
    expect((await p.customer.client.payments.getSession({ params: { id: session.id } })).declineMessage).toBe('Your card was declined: there is not enough money in the account. Try another card.');
    const other = await fake.send(fake.event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.status).toBe(200);
  });

  test('a paid-out payout on the connected account shows in Accounts', async () => {
    const created = Math.floor(Date.now() / 1000);
    const payout = { id: 'po_test_1', object: 'payout', amount: 28_560, currency: 'gbp', status: 'paid', destination: 'ba_123', arrival_date: created + 86_400, created };
    expect((await fake.send(fake.event('payout.paid', payout, { account: accountId }))).status).toBe(200);
    const payouts = await p.owner.client.accounts.getPayouts({ query: {} });
    expect(payouts.items).toEqual([expect.objectContaining({ id: 'po_test_1', amountPence: 28_560, status: 'PAID', destination: 'Your bank account' })]);
  });
});

describe('removing the account', () => {
  test('refused while a payment is still asked for; once it is paid, the Stripe account is deleted', async () => {
    const other = await parties(server, 'Harrogate Heating');
    const kyc = await other.owner.client.payments.createKycSession();
    await fake.completeOnboarding(kyc.accountId, 'company');
    expect(await other.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'VERIFIED', accountType: 'company' });
    const work = await workAt(other, 'AGREED');
    const item = work.payments[0]!;
    await other.owner.client.work.requestPayment({ params: { id: item.id } });
    const refused = await failure(other.owner.client.payments.deleteConnectedAccount());
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/still to be paid/);
    const session = await other.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: item.id } });
    expect(fake.session(session.id)._intentData).toMatchObject({ transfer_data: { destination: kyc.accountId } });
    await fake.pay(session.id, TEST_CARDS.succeeds);
    await other.owner.client.payments.deleteConnectedAccount();
    expect(fake.calls('DELETE', `/v1/accounts/${kyc.accountId}`)).toHaveLength(1);
    expect(await other.owner.client.payments.getConnectedAccount()).toBeNull();
    expect(() => fake.account(kyc.accountId)).toThrow();
  });
});

describe('the operator console’s Payments and webhooks', () => {
  test('an operator reads every checkout with its state and every event with what became of it; an event that could not be applied is kept as FAILED with why', async () => {
    const { user, client: ops } = await signedInUser(server, 'not-used', 'Opal');
    await db().update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));

    // Stripe's completion for a checkout this server has not recorded yet fails (409), and is kept as FAILED.
    const early = fake.event('checkout.session.completed', { id: 'cs_test_not_here_yet', object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: 'pi_x', metadata: {} });
    expect((await fake.send(early)).status).toBe(409);
    expect((await fake.send(early)).status).toBe(409);
    const failed = await ops.admin.getWebhookEvents({ query: { status: 'FAILED' } });
    expect(failed.items).toEqual([expect.objectContaining({ id: early.id, provider: 'stripe', type: 'checkout.completed', status: 'FAILED', attempts: 2, error: expect.stringMatching(/not known here yet/) })]);

    const events = await ops.admin.getWebhookEvents({ query: { limit: 100 } });
    expect(events.items.some((e) => e.type === 'account.updated' && e.status === 'PROCESSED')).toBe(true);
    expect(events.items.some((e) => e.type === 'ignored: customer.created')).toBe(true);
    const received = events.items.map((e) => e.receivedAt);
    expect(received).toEqual([...received].sort().reverse());

    const payments = await ops.admin.getPayments({ query: { limit: 3 } });
    expect(payments.items).toHaveLength(3);
    expect(payments.items[0]).toMatchObject({ provider: 'stripe', status: 'complete', paid: true, amountPence: 30_000, applicationFeePence: 1_440, businessName: 'Harrogate Heating', workTitle: 'New bathroom', paidWith: 'Visa •••• 4242' });
    const next = await ops.admin.getPayments({ query: { limit: 3, cursor: payments.nextCursor! } });
    expect(next.items.map((i) => i.id)).not.toContain(payments.items[0]!.id);

    // Read-only and operators only.
    expect((await failure(p.customer.client.admin.getPayments({ query: {} }))).status).toBe(403);
    expect((await failure(p.owner.client.admin.getWebhookEvents({ query: {} }))).status).toBe(403);
  });
});

