import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { checkoutCharge, documentPath } from '@tradeshub/sdk';
import { paymentCheckouts, rewardEntries } from '../src/db/schema/index.js';
import { releaseCheckout } from '../src/modules/payments/checkout-outcomes.js';
import { balanceOf, earnReward } from '../src/modules/rewards/ledger.js';
import { failure } from './clients.js';
import { pdfTextLines } from './pdf-text.js';
import { startTestServer, usePostgres, type TestServer } from './harness.js';
import { CARD, connectSandboxAccount, postForm } from './payments.fixtures.js';
import { parties, workAt, type Parties } from './work.fixtures.js';

// The customer's rewards at checkout (decision 0053): the balance pays part of the platform
// fee on the payment, never more; the tradesperson's net does not move; a checkout that ends
// unpaid gives its credit back; the receipt says what rewards paid. On PostgreSQL
// (TEST_DB=postgres) the concurrent checkouts really race on a pool of connections.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
});
beforeEach(async () => {
  await server.reset();
  p = await parties(server);
  await connectSandboxAccount(server, p.owner);
});
afterAll(async () => server?.close());

const db = () => server.database.db;
const page = (url: string) => url.replace(server.config.siteUrl, server.baseUrl);
/** The £300 deposit of a £1,300 quote at 4 %: a £14.40 platform fee, no card fee. */
const WITHOUT = checkoutCharge({ itemPence: 30_000, lateChargePence: 0, commissionRate: 4, cardFeesEnabled: false, passCardFeeToCustomer: false });

async function earn(amountPence: number) {
  await earnReward(db(), { userId: p.customer.id, kind: 'REFERRAL', amountPence, reason: 'A business you referred was paid through Tradeshub for the first time.', sourceId: randomUUID(), triggeredByUserId: null, now: new Date() });
}

async function requestedDeposit() {
  const work = await workAt(p, 'AGREED');
  const deposit = work.payments[0]!;
  await p.owner.client.work.requestPayment({ params: { id: deposit.id } });
  return { work, deposit };
}

const open = (scheduleItemId: string) => p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId } });
const rowOf = async (id: string) => (await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)))[0]!;
const available = async () => (await balanceOf(db(), p.customer.id)).availablePence;
const entries = (kind: 'SPENT' | 'RETURNED') => db().select().from(rewardEntries).where(and(eq(rewardEntries.userId, p.customer.id), eq(rewardEntries.kind, kind)));

describe('spending rewards at checkout', () => {
  test('the balance pays the platform fee and no more: the card is charged less, the tradesperson nets the same, the page shows it', async () => {
    await earn(2_500);
    const { deposit } = await requestedDeposit();
    expect(await p.customer.client.rewards.getCheckoutCredit({ query: { scheduleItemId: deposit.id } })).toEqual({ availablePence: 2_500, creditPence: 1_440 });

    const session = await open(deposit.id);
    expect(session.amountPence).toBe(30_000 - 1_440);
    const row = await rowOf(session.id);
    expect(row).toMatchObject({ rewardCreditPence: 1_440, platformFeePence: 1_440, applicationFeePence: 0 });
    expect(row.amountPence - row.applicationFeePence).toBe(WITHOUT.netPence);
    expect(await available()).toBe(2_500 - 1_440);
    // The open checkout keeps its credit: asking again previews it, and Pay reuses it.
    expect(await p.customer.client.rewards.getCheckoutCredit({ query: { scheduleItemId: deposit.id } })).toEqual({ availablePence: 1_060, creditPence: 1_440 });
    expect((await open(deposit.id)).id).toBe(session.id);
    expect(await entries('SPENT')).toHaveLength(1);

    const html = await (await fetch(page(session.url!))).text();
    expect(html).toContain('Your Tradeshub rewards');
    expect(html).toContain('-£14.40');
    expect(html).toContain('Pay £285.60');
  });

  test('a balance smaller than the fee pays part of it; an empty balance pays nothing; the money is never negative', async () => {
    await earn(500);
    const first = await requestedDeposit();
    const session = await open(first.deposit.id);
    expect(await rowOf(session.id)).toMatchObject({ amountPence: 29_500, applicationFeePence: 940, rewardCreditPence: 500 });
    expect(await available()).toBe(0);
    const second = await requestedDeposit();
    expect(await p.customer.client.rewards.getCheckoutCredit({ query: { scheduleItemId: second.deposit.id } })).toEqual({ availablePence: 0, creditPence: 0 });
    const plain = await open(second.deposit.id);
    expect(await rowOf(plain.id)).toMatchObject({ amountPence: 30_000, applicationFeePence: 1_440, rewardCreditPence: 0, rewardSpendId: null });
    expect(await available()).toBe(0);
  });

  test('only the customer of a requested payment can ask what rewards take off it', async () => {
    const { work, deposit } = await requestedDeposit();
    expect((await failure(p.stranger.client.rewards.getCheckoutCredit({ query: { scheduleItemId: deposit.id } }))).status).toBe(404);
    expect((await failure(p.owner.client.rewards.getCheckoutCredit({ query: { scheduleItemId: deposit.id } }))).status).toBe(404);
    const notAsked = await failure(p.customer.client.rewards.getCheckoutCredit({ query: { scheduleItemId: work.payments[1]!.id } }));
    expect([notAsked.status, notAsked.message]).toEqual([409, expect.stringContaining('has not been asked for yet')]);
  });

  test('a checkout that expires unpaid gives the credit back, and the next checkout spends it again', async () => {
    await earn(2_000);
    const { deposit } = await requestedDeposit();
    const first = await open(deposit.id);
    expect(await available()).toBe(560);
    await releaseCheckout(db(), first.id);
    await releaseCheckout(db(), first.id);
    expect(await available()).toBe(2_000);
    const [back] = await entries('RETURNED');
    expect(back).toMatchObject({ amountPence: 1_440, reason: expect.stringMatching(/^£14\.40 back: the checkout/) });
    const listed = (await p.customer.client.rewards.getEntries({ query: {} })).items;
    expect(listed.map((e) => [e.kind, e.state, e.amountPence])).toEqual(expect.arrayContaining([['RETURNED', 'AVAILABLE', 1_440], ['SPENT', 'SPENT', -1_440]]));

    const second = await open(deposit.id);
    expect(second.id).not.toBe(first.id);
    expect(await rowOf(second.id)).toMatchObject({ rewardCreditPence: 1_440, amountPence: 28_560 });
    expect(await available()).toBe(560);
  });

  test('a declined card keeps the credit with the open checkout; paying then issues a receipt with the rewards line and a full fee invoice', async () => {
    await earn(1_000);
    const { deposit } = await requestedDeposit();
    const session = await open(deposit.id);
    const declined = await postForm(page(session.url!), { number: '4000 0000 0000 0002', ...CARD });
    expect(await declined.text()).toContain('Your card was declined');
    expect(await available()).toBe(0);
    expect((await open(deposit.id)).id).toBe(session.id);
    expect((await postForm(page(session.url!), { number: '4242 4242 4242 4242', ...CARD })).status).toBe(303);
    expect(await available()).toBe(0);
    expect(await entries('RETURNED')).toHaveLength(0);

    const [receipt] = (await p.customer.client.accounts.getReceipts({ query: {} })).items;
    expect(receipt).toMatchObject({ totalPence: 30_000, rewardCreditPence: 1_000, paidWith: 'Visa •••• 4242' });
    expect(receipt!.lines.reduce((sum, l) => sum + l.totalPence, 0)).toBe(30_000);
    const [invoice] = (await p.owner.client.accounts.getFeeInvoices({ query: {} })).items;
    expect(invoice).toMatchObject({ totalPence: 1_440, rewardCreditPence: 0 });
    // The tradesperson's Accounts: the customer's full payment, the full fee, the same net.
    const summary = await p.owner.client.accounts.getSummary();
    expect(summary.thisMonth).toMatchObject({ grossPence: 30_000, platformFeePence: 1_440, netPence: WITHOUT.netPence });

    const pdf = await fetch(`${server.baseUrl}${documentPath(receipt!.id)}`, { headers: { authorization: `Bearer ${p.customer.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfTextLines(Buffer.from(await pdf.arrayBuffer())).join(' ');
    expect(text).toContain('Tradeshub rewards credit');
    expect(text).toContain('-£10.00');
    expect(text).toContain('£290.00');
  });
});

describe(`concurrent checkouts of one balance (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('twenty racing requests for one payment give one session and one spend', async () => {
    await earn(5_000);
    const { deposit } = await requestedDeposit();
    const sessions = await Promise.all(Array.from({ length: 20 }, () => open(deposit.id)));
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    expect(new Set(sessions.map((s) => s.amountPence))).toEqual(new Set([28_560]));
    expect(await entries('SPENT')).toHaveLength(1);
    expect(await available()).toBe(5_000 - 1_440);
  });

  test('checkouts of different payments racing for one balance never overdraw it', async () => {
    await earn(2_000);
    const deposits = await Promise.all(Array.from({ length: 4 }, async () => (await requestedDeposit()).deposit));
    const sessions = await Promise.all(deposits.map((d) => open(d.id)));
    const credits = await Promise.all(sessions.map(async (s) => (await rowOf(s.id)).rewardCreditPence));
    expect(credits.reduce((a, b) => a + b, 0)).toBe(2_000);
    expect([...credits].sort((a, b) => b - a)).toEqual([1_440, 560, 0, 0]);
    for (const [i, s] of sessions.entries()) {
      const row = await rowOf(s.id);
      expect(row.amountPence).toBe(30_000 - credits[i]!);
      expect(row.amountPence - row.applicationFeePence).toBe(WITHOUT.netPence);
    }
    expect(await available()).toBe(0);
  });
});
