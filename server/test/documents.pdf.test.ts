import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { documentPath, quoteNumber, TRADESHUB_COMPANY } from '@tradeshub/sdk';
import { documentFor } from '../src/modules/documents/documents.js';
import { renderPdf } from '../src/modules/documents/pdf.js';
import { startTestServer, type TestServer } from './harness.js';
import { pdfTextLines } from './pdf-text.js';
import { parties, workAt, type Parties } from './work.fixtures.js';

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  p = await parties(server);
});
afterAll(async () => server?.close());

function download(id: string, token?: string) {
  return fetch(`${server.baseUrl}${documentPath(id)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/documents/:id: a quote as a PDF', () => {
  test('the customer downloads a PDF with its stable number, the lines, the VAT figures and our address', async () => {
    const work = await workAt(p, 'SENT');
    const response = await download(work.id, p.customer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="Quote ${quoteNumber(work.id)}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

    const lines = pdfTextLines(pdf);
    expect(quoteNumber(work.id)).toMatch(/^Q-[0-9A-F]{8}$/);
    expect(lines).toContain(`Number ${quoteNumber(work.id)}`);
    expect(lines).toEqual(expect.arrayContaining(['Quote', 'Clarke & Patel Plumbing', 'New bathroom']));
    // £1,000.00 at 20 % and £100.00 at 0 %: each line's VAT, then the totals.
    expect(lines).toEqual(expect.arrayContaining(['Bathroom suite, fitted', '£1,000.00', '20%', '£200.00', '£1,200.00']));
    expect(lines).toEqual(expect.arrayContaining(['Waste removal', '£100.00', '0%', '£0.00']));
    const totals = lines.slice(lines.indexOf('Total excluding VAT'));
    expect(totals.slice(0, 6)).toEqual(['Total excluding VAT', '£1,100.00', 'VAT', '£200.00', 'Total including VAT', '£1,300.00']);
    expect(lines.join(' ')).toContain(TRADESHUB_COMPANY.addressLines.join(', '));
    expect(lines.join(' ')).toContain(`VAT number ${TRADESHUB_COMPANY.vatNumber}`);
  });

  test('the number is the same every time; the business gets the same document', async () => {
    const work = await workAt(p, 'ACCEPTED');
    const first = await documentFor(server.database.db, p.customer.id, work.id, server.config.company);
    const again = await documentFor(server.database.db, p.owner.id, work.id, server.config.company);
    expect(again.number).toBe(first.number);
    expect(pdfTextLines(await renderPdf(again, { compress: false }))).toContain(`Number ${first.number}`);
    expect((await download(work.id, p.owner.token)).status).toBe(200);
  });

  test("the company printed on documents is the server's configuration (TRADESHUB_COMPANY_*), one place", async () => {
    const work = await workAt(p, 'ACCEPTED');
    const company = { name: 'Example Trades Ltd', addressLines: ['1 High Street', 'York', 'YO1 7HH'], companyNumber: 'SC123456', vatNumber: 'GB 999 9999 73', email: 'docs@example.test' };
    const document = await documentFor(server.database.db, p.customer.id, work.id, company);
    // The footer may wrap: compare without the spacing.
    const text = pdfTextLines(await renderPdf(document, { compress: false, company })).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Agreed and paid through Tradeshub (Example Trades Ltd).');
    expect(text).toContain('Example Trades Ltd, 1 High Street, York, YO1 7HH. Registered in England and Wales, company number SC123456. VAT number GB 999');
    expect(text).toContain('9999 73. docs@example.test');
    expect(text).not.toContain(TRADESHUB_COMPANY.vatNumber);
  });

  test('nobody else may have it: a stranger, and the customer while it is a draft, hear 404; signed out is 401', async () => {
    const draft = await workAt(p, 'DRAFT');
    expect((await download(draft.id, p.customer.token)).status).toBe(404);
    expect((await download(draft.id, p.owner.token)).status).toBe(200);
    const sent = await workAt(p, 'SENT');
    const refused = await download(sent.id, p.stranger.token);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ message: 'We could not find that document.' });
    expect((await download('8f0c2b1e-0000-4000-8000-000000000000', p.customer.token)).status).toBe(404);
    expect((await download(sent.id)).status).toBe(401);
    expect((await download('not-a-document')).status).toBe(401);
  });
});
