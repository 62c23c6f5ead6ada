import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { documentPath } from '@tradeshub/sdk';
import { findingsNumber } from '../src/modules/documents/findings-document.js';
import { createUser, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { pdfTextLines } from './pdf-text.js';
import { createOperator } from './reviews.fixtures.js';
import { paidSupport } from './support.fixtures.js';

let server: TestServer;
let operator: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  operator = await createOperator(server);
  customer = await createUser(server, 'Cara');
});
afterAll(async () => server?.close());

const REASON = 'Paid and ready to assess.';
const FINDINGS = 'The flashing was fitted without a lead apron; water runs behind it. Refit the flashing.';

function download(id: string, token?: string) {
  return fetch(`${server.baseUrl}${documentPath(id)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/documents/:id: assessment findings as a PDF', () => {
  test('both sides, the assessor and operators download the findings once written; anyone else, and anyone before then, gets 404', async () => {
    const support = await paidSupport(server, operator, customer, REASON);
    const id = support.assessmentId;
    expect((await download(id, customer.token)).status).toBe(404);

    await operator.client.admin.assignAssessor({ params: { id }, body: { businessId: support.assessorId, reason: REASON } });
    await support.asha.client.work.writeAssessmentFindings({ params: { id }, body: { findings: FINDINGS } });
    const assessment = await customer.client.work.getAssessmentById({ params: { id } });
    expect(assessment.findingsDocumentId).toBe(id);

    for (const reader of [customer, support.bob, support.asha, operator]) {
      const response = await download(id, reader.token);
      expect(response.status, reader.email).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`filename="Assessment findings ${findingsNumber(id)}.pdf"`);
      const lines = pdfTextLines(Buffer.from(await response.arrayBuffer()));
      expect(lines).toEqual(expect.arrayContaining(['Assessment findings', `Number ${findingsNumber(id)}`, 'Asha Assessors', 'Roof repair', 'Findings']));
      expect(lines.join(' ')).toContain('lead apron');
      // Not about money: no lines table and no totals.
      expect(lines).not.toContain('Total including VAT');
    }
    const eve = await createUser(server, 'Eve');
    expect((await download(id, eve.token)).status).toBe(404);
    expect((await download(id)).status).toBe(401);
    // The receipt for the assessment is Tradeshub's, with its address and VAT number.
    const receipts = await customer.client.accounts.getReceipts({ query: {} });
    expect(receipts.items).toHaveLength(2);
    const receipt = pdfTextLines(Buffer.from(await (await download(receipts.items[0]!.id, customer.token)).arrayBuffer()));
    expect(receipt).toEqual(expect.arrayContaining(['Tradeshub Ltd', 'Unit 4, Canal Wharf', 'VAT number GB 412 3456 78']));
    // Legal advice has no findings document.
    expect((await download(support.legalAdviceId, customer.token)).status).toBe(404);
  });
});
