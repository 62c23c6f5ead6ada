import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { documentPath, TRADESHUB_COMPANY } from '@tradeshub/sdk';
import { paymentDocuments } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { connectSandboxAccount, payStage } from './payments.fixtures.js';
import { pdfTextLines } from './pdf-text.js';
import { referredBy } from './rewards.fixtures.js';
import { parties, workAt, type Parties } from './work.fixtures.js';

// A payment through the sandbox checkout: the business's first one earns whoever referred
// it, once; its VAT receipt and fee invoice download as PDFs to the people entitled to them.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  p = await parties(server);
  await connectSandboxAccount(server, p.owner);
  await referredBy(server, p.owner.id, p.stranger.id);
});
afterAll(async () => server?.close());

/** Pays a stage and waits until the payment is recorded with its documents. */
async function pay(scheduleItemId: string) {
  await p.owner.client.work.requestPayment({ params: { id: scheduleItemId } });
  const { session, response } = await payStage(server, p.customer, scheduleItemId);
  expect(response.status).toBe(303);
  for (let tries = 0; tries < 100; tries++) {
    const documents = await server.database.db.select().from(paymentDocuments).where(eq(paymentDocuments.checkoutId, session.id));
    if (documents.length === 2) return documents;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The payment was not recorded');
}

function download(id: string, token: string) {
  return fetch(`${server.baseUrl}${documentPath(id)}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('a paid stage', () => {
  test("the business's first payment earns its referrer the referral reward, once", async () => {
    const work = await workAt(p, 'AGREED');
    await pay(work.payments[0]!.id);
    expect(await p.stranger.client.rewards.getBalance()).toMatchObject({ availablePence: 2500 });
    const { items } = await p.stranger.client.rewards.getEntries({ query: {} });
    expect(items).toEqual([expect.objectContaining({ kind: 'REFERRAL', amountPence: 2500, reason: `${p.business.name}, a business you referred, was paid through Tradeshub for the first time.` })]);

    await pay(work.payments[1]!.id);
    expect(await p.stranger.client.rewards.getBalance()).toMatchObject({ availablePence: 2500 });
  });

  test('its VAT receipt is a PDF for the customer and the business; its fee invoice for the business only, from our address', async () => {
    const work = await workAt(p, 'AGREED');
    const documents = await pay(work.payments[0]!.id);
    const receipt = documents.find((d) => d.kind === 'RECEIPT')!;
    const invoice = documents.find((d) => d.kind === 'FEE_INVOICE')!;

    const forCustomer = await download(receipt.id, p.customer.token);
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.headers.get('content-disposition')).toContain(`filename="VAT receipt ${receipt.number}.pdf"`);
    const lines = pdfTextLines(Buffer.from(await forCustomer.arrayBuffer()));
    expect(lines).toEqual(expect.arrayContaining(['VAT receipt', `Number ${receipt.number}`, p.business.name]));
    const totals = lines.slice(lines.indexOf('Total excluding VAT'), lines.indexOf('Total excluding VAT') + 6);
    expect(totals).toEqual([
      'Total excluding VAT',
      expect.stringMatching(/^£/),
      'VAT',
      expect.stringMatching(/^£/),
      'Total including VAT',
      `£${(receipt.document.totalPence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    ]);
    expect((await download(receipt.id, p.owner.token)).status).toBe(200);
    expect((await download(receipt.id, p.stranger.token)).status).toBe(404);

    const forBusiness = await download(invoice.id, p.owner.token);
    expect(forBusiness.status).toBe(200);
    const invoiceText = pdfTextLines(Buffer.from(await forBusiness.arrayBuffer()));
    expect(invoiceText).toEqual(expect.arrayContaining(['Fee invoice', `Number ${invoice.number}`, TRADESHUB_COMPANY.name, `VAT number ${TRADESHUB_COMPANY.vatNumber}`]));
    expect((await download(invoice.id, p.customer.token)).status).toBe(404);
  });
});
