import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { LINES, TOTAL, parties, quoteFor, workAt } from './work.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

describe('a quote becomes a contract', () => {
  test('drafted, sent with a QUOTE message, accepted, agreed by both, started', async () => {
    const p = await parties(server);
    const draft = await p.owner.client.work.create({ body: quoteFor(p.customer.id) });
    expect(draft).toMatchObject({ status: 'OPEN', quoteStatus: 'DRAFT', lockStatus: 'OPEN', subtotalPence: 110_000, vatPence: 20_000, totalPence: TOTAL, viewerSide: 'TRADEPERSON' });
    expect(draft.fees).toEqual({ commissionRate: 4, platformFeePence: 6240, cardFeePence: 0, netPence: TOTAL - 6240 });
    expect((await failure(p.customer.client.work.getById({ params: { id: draft.id } }))).status).toBe(404);

    const sent = await p.owner.client.work.updateQuoteStatus({ params: { id: draft.id }, body: { status: 'SENT' } });
    expect(sent.conversationId).not.toBeNull();
    const chat = await p.customer.client.chat.getConversationById({ params: { id: sent.conversationId! } });
    expect(chat?.messages.map((m) => [m.type, m.workId])).toEqual([['QUOTE', draft.id]]);

    const seen = await p.customer.client.work.getById({ params: { id: draft.id } });
    expect(seen).toMatchObject({ viewerSide: 'CUSTOMER', fees: null, lineItems: LINES.map((line) => ({ ...line })) });
    const work = await workAt(p, 'IN_PROGRESS');
    expect(work).toMatchObject({ status: 'IN_PROGRESS', quoteStatus: 'STARTED', lockStatus: 'LOCKED' });
    expect(work.timeline.map((e) => e.kind)).toEqual(['CREATED', 'QUOTE_SENT', 'QUOTE_ACCEPTED', 'AGREEMENT_GIVEN', 'AGREEMENT_GIVEN', 'AGREED', 'STARTED']);
  });
});
