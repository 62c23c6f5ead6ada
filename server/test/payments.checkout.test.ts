import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REALTIME_EVENTS, checkoutCharge, platformFeePence } from '@tradeshub/sdk';
import { outbox, paymentCheckouts, paymentDocuments, settings } from '../src/db/schema/index.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { CARD, connectSandboxAccount, payStage, postForm } from './payments.fixtures.js';
import { joinedSocket } from './realtime.sockets.js';
import { parties, setDueDate, workAt, DAY_MS, type Parties } from './work.fixtures.js';

// A customer pays a requested stage on the sandbox's hosted checkout: the money is the
// server's, a decline leaves the stage payable with a sentence, paying marks it PAID, issues
// the receipt and fee invoice and tells both sides; the tradesperson's Accounts shows it.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  p = await parties(server);
  await connectSandboxAccount(server, p.owner);
});
afterAll(async () => server?.close());

const db = () => server.database.db;
const page = (url: string) => url.replace(server.config.siteUrl, server.baseUrl);

async function requestedStage(stage: 'AGREED' | 'COMPLETED_PENDING' = 'AGREED') {
  const work = await workAt(p, stage);
  const deposit = work.payments[0]!;
  await p.owner.client.work.requestPayment({ params: { id: deposit.id } });
  return { work, deposit };
}

describe('connecting a payment account', () => {
  test('the sandbox onboarding verifies the business; only the owner sees the account, its bank and cards', async () => {
    const account = await p.owner.client.payments.getConnectedAccount();
    expect(account).toMatchObject({ status: 'VERIFIED', accountType: 'individual', chargesEnabled: true, payoutsEnabled: true, requirements: [] });
    expect(await p.owner.client.payments.getExternalAccounts()).toEqual([expect.objectContaining({ last4: '2345', isDefault: true, currency: 'gbp' })]);
    const [card] = await p.owner.client.payments.getCards();
    expect(card).toMatchObject({ last4: '5556', expMonth: 12, expYear: 2034, isDefault: true });
    expect(await p.customer.client.payments.getConnectedAccount()).toBeNull();
    expect((await failure(p.customer.client.payments.getCards())).status).toBe(403);
    expect((await failure(p.customer.client.payments.createKycSession())).code).toBe('BUSINESS_REQUIRED');
  });

  test('a half-filled onboarding form is refused field by field, and nothing changes', async () => {
    const kyc = await p.owner.client.payments.updateKycSession();
    const response = await postForm(page(kyc.url), { accountType: 'company', firstName: 'Bob' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter your 8-character Companies House number');
    expect(html).toContain('role="alert"');
    expect((await p.owner.client.payments.getConnectedAccount())?.accountType).toBe('individual');
  });

  test('a new account is pending with what is still needed', async () => {
    const other = await parties(server, 'Newly Connected Ltd');
    const kyc = await other.owner.client.payments.createKycSession();
    expect(kyc.url).toContain('/sandbox-payments/onboarding/');
    expect(await other.owner.client.payments.getConnectedAccount()).toMatchObject({ status: 'PENDING', chargesEnabled: false, requirements: expect.arrayContaining(['Add a bank account for payouts.']) });
    // A customer of a business that cannot take cards yet is told so.
    const work = await workAt(other, 'AGREED');
    await other.owner.client.work.requestPayment({ params: { id: work.payments[0]!.id } });
    const refused = await failure(other.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: work.payments[0]!.id } }));
    expect([refused.status, refused.message]).toEqual([409, expect.stringContaining('cannot take card payments yet')]);
    await other.owner.client.payments.deleteConnectedAccount().catch(() => undefined);
  });
});

describe('paying a requested stage', () => {
  test('only the customer of the work can open its checkout; an unrequested stage is refused with a sentence', async () => {
    const { work, deposit } = await requestedStage();
    expect((await failure(p.stranger.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } }))).status).toBe(404);
    expect((await failure(p.owner.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } }))).status).toBe(404);
    const notAsked = await failure(p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: work.payments[1]!.id } }));
    expect([notAsked.status, notAsked.message]).toEqual([409, expect.stringContaining('has not been asked for yet')]);
    const unsupported = await failure(p.customer.client.payments.createSupportProposalCheckoutSession({ body: { supportProposalId: deposit.id } }));
    expect([unsupported.status, unsupported.message]).toEqual([404, 'We could not find that support request.']);
  });

  test('the checkout charges the stage, reuses its open session, and the page shows the amount in pounds', async () => {
    const { deposit } = await requestedStage();
    const first = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } });
    const again = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'open', paid: false, amountPence: 30_000, scheduleItemId: deposit.id, declineMessage: null });
    const [row] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, first.id));
    expect(row).toMatchObject({ platformFeePence: platformFeePence(30_000, 4), cardFeePence: 0, applicationFeePence: 1_440 });
    const html = await (await fetch(page(first.url!))).text();
    expect(html).toContain('£300.00');
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain('autocomplete="cc-number"');
    expect((await failure(p.stranger.client.payments.getSession({ params: { id: first.id } }))).status).toBe(404);
  });

  test('a declined card leaves the stage requested, with a sentence the customer can act on; another card pays', async () => {
    const { work, deposit } = await requestedStage();
    const customerSocket = await joinedSocket(server, { userId: p.customer.id, token: p.customer.token });
    const { session, response } = await payStage(server, p.customer, deposit.id, '4000 0000 0000 0002');
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined');
    const declined = await customerSocket.next(REALTIME_EVENTS.PAYMENT_UPDATED);
    expect(declined).toMatchObject({ scheduleItemId: deposit.id, status: 'REQUESTED', declineMessage: expect.stringContaining('Try another card') });
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'open', paid: false, declineMessage: expect.stringContaining('declined') });
    expect((await p.customer.client.work.getById({ params: { id: work.id } })).payments[0]!.status).toBe('REQUESTED');

    const paid = await postForm(page(session.url!), { number: '4242 4242 4242 4242', ...CARD });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.config.siteUrl}/callback/checkout?session_id=${session.id}&outcome=paid`);
    const done = await customerSocket.next(REALTIME_EVENTS.PAYMENT_UPDATED, (data) => data.status === 'PAID');
    expect(done).toMatchObject({ scheduleItemId: deposit.id, status: 'PAID', declineMessage: null, receiptId: expect.any(String) });
    await customerSocket.close();
    expect(await p.customer.client.payments.getSession({ params: { id: session.id } })).toMatchObject({ status: 'complete', paid: true, url: null, declineMessage: null });
  });

  test('a card that needs confirming pays once confirmed; refusing leaves it payable', async () => {
    const { deposit } = await requestedStage();
    const { session, response } = await payStage(server, p.customer, deposit.id, '4000 0025 0000 3155');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Confirm this payment with your bank');
    const refused = await postForm(`${page(session.url!)}/confirm`, { decision: 'refuse' });
    expect(refused.status).toBe(402);
    expect((await p.customer.client.payments.getSession({ params: { id: session.id } })).declineMessage).toContain('not confirmed');
    const confirmed = await postForm(`${page(session.url!)}/confirm`, { decision: 'confirm', card: 'Visa •••• 3155' });
    expect(confirmed.status).toBe(303);
    expect((await p.customer.client.payments.getSession({ params: { id: session.id } })).paid).toBe(true);
  });

  test('paying the last stage completes the job, issues a numbered VAT receipt and a fee invoice, and emails both', async () => {
    const work = await workAt(p, 'COMPLETED_PENDING');
    for (const payment of work.payments) {
      await p.owner.client.work.requestPayment({ params: { id: payment.id } });
      expect((await payStage(server, p.customer, payment.id)).response.status).toBe(303);
    }
    expect((await p.customer.client.work.getById({ params: { id: work.id } })).status).toBe('COMPLETED');
    const receipts = (await p.customer.client.accounts.getReceipts({ query: {} })).items.filter((r) => r.workId === work.id);
    expect(receipts).toHaveLength(2);
    const balance = receipts.find((r) => r.scheduleItemId === work.payments[1]!.id)!;
    // £1,000 of the £1,300 quote: its VAT is its share of the quote's £200 VAT.
    expect(balance).toMatchObject({ kind: 'RECEIPT', number: expect.stringMatching(/^R-\d{6}$/), totalPence: 100_000, vatPence: 15_385, netPence: 84_615, paidWith: 'Visa •••• 4242' });
    expect(await p.customer.client.accounts.getReceipt({ params: { id: balance.id } })).toEqual(balance);
    const invoices = (await p.owner.client.accounts.getFeeInvoices({ query: {} })).items.filter((i) => i.scheduleItemId === work.payments[1]!.id);
    expect(invoices).toEqual([expect.objectContaining({ kind: 'FEE_INVOICE', number: expect.stringMatching(/^F-\d{6}$/), totalPence: 4_800, vatPence: 800, netPence: 4_000 })]);
    expect((await failure(p.customer.client.accounts.getFeeInvoice({ params: { id: invoices[0]!.id } }))).status).toBe(404);
    const mail = await db().select({ to: outbox.recipient, key: outbox.templateKey }).from(outbox);
    expect(mail).toEqual(expect.arrayContaining([{ to: p.customer.email, key: 'payment-receipt-email' }, { to: p.owner.email, key: 'fee-invoice-email' }]));
  });

  test('a late stage charges its interest on top, and the receipt shows it on its own line', async () => {
    const { deposit } = await requestedStage();
    await setDueDate(server, deposit.id, new Date(Date.now() - 30 * DAY_MS));
    const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } });
    const [row] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, session.id));
    expect(row!.lateChargePence).toBeGreaterThan(0);
    expect(session.amountPence).toBe(30_000 + row!.lateChargePence);
    await postForm(page(session.url!), { number: '4242424242424242', ...CARD });
    const [receipt] = await db().select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id));
    expect(receipt!.document.lines.map((l) => l.description)).toContain('Late payment interest (outside the scope of VAT)');
  });

  test('with card fees on and passed to the customer, the customer pays the exact gross-up', async () => {
    await db().insert(settings).values({ key: 'cardFeesEnabled', value: true }).onConflictDoUpdate({ target: settings.key, set: { value: true } });
    await p.owner.client.accounts.updateSettings({ body: { passCardFeeToCustomer: true } });
    try {
      const { deposit } = await requestedStage();
      const session = await p.customer.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit.id } });
      const expected = checkoutCharge({ itemPence: 30_000, lateChargePence: 0, commissionRate: 4, cardFeesEnabled: true, passCardFeeToCustomer: true });
      expect(session.amountPence).toBe(expected.chargePence);
      const [row] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, session.id));
      expect(row).toMatchObject({ cardFeePassedOn: true, applicationFeePence: expected.applicationFeePence });
      expect(row!.amountPence - row!.applicationFeePence).toBe(30_000 - platformFeePence(30_000, 4));
    } finally {
      await p.owner.client.accounts.updateSettings({ body: { passCardFeeToCustomer: false } });
      await db().delete(settings).where(eq(settings.key, 'cardFeesEnabled'));
    }
  });
});

describe("the tradesperson's Accounts", () => {
  test('earnings, payments by state, payouts and a CSV export add up to what was charged', async () => {
    const summary = await p.owner.client.accounts.getSummary();
    const paid = await p.owner.client.accounts.getPayments({ query: { status: 'PAID', limit: 100 } });
    expect(summary.paid.count).toBe(paid.items.length);
    expect(summary.thisYear.grossPence).toBeGreaterThan(0);
    expect(summary.thisYear.netPence).toBe(summary.thisYear.grossPence - summary.thisYear.feesPence);
    expect(paid.items.every((item) => item.netPence !== null && item.receiptId !== null)).toBe(true);
    const payouts = await p.owner.client.accounts.getPayouts({ query: { limit: 100 } });
    expect(payouts.items.reduce((sum, payout) => sum + payout.amountPence, 0)).toBe(summary.thisYear.netPence);
    const year = new Date().getUTCFullYear();
    const csv = await p.owner.client.accounts.exportCsv({ query: { from: `${year}-01-01`, to: `${year}-12-31` } });
    const lines = csv.csv.trim().split('\r\n');
    expect(lines[0]).toContain('Net to you');
    expect(lines).toHaveLength(summary.thisYear.paymentCount + 1);
    const backwards = await failure(p.owner.client.accounts.exportCsv({ query: { from: `${year}-12-31`, to: `${year}-01-01` } }));
    expect(backwards.status).toBe(400);
  });

  test('an account with payments still to come cannot be removed; once they are paid, it can', async () => {
    const other = await parties(server, 'Short Lived Joinery');
    await connectSandboxAccount(server, other.owner);
    const work = await workAt(other, 'AGREED');
    await other.owner.client.work.requestPayment({ params: { id: work.payments[0]!.id } });
    const refused = await failure(other.owner.client.payments.deleteConnectedAccount());
    expect([refused.status, refused.message]).toEqual([409, 'A payment you asked for is still to be paid. Remove the account once customers have paid.']);
    await payStage(server, other.customer, work.payments[0]!.id);
    await other.owner.client.payments.deleteConnectedAccount();
    expect(await other.owner.client.payments.getConnectedAccount()).toBeNull();
    expect(await other.owner.client.payments.getCards()).toEqual([]);
  });
});
