import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuoteStatus, WorkStatus } from '@tradeshub/sdk';
import { recordSchedulePaymentPaid } from '../src/modules/work/service.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { parties, workAt, type Parties, type Stage } from './work.fixtures.js';

// Every move of a work, legal and illegal, by each side: the wrong side hears 403 with a
// sentence, a move the machines do not allow 409 with theirs, anyone else 404.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer();
  p = await parties(server);
});
afterAll(async () => server?.close());

type Who = 'customer' | 'business' | 'stranger';
type Move = { status: WorkStatus } | { quote: QuoteStatus };
type Outcome = { status: WorkStatus; quoteStatus?: QuoteStatus } | { refused: 403 | 404 | 409; message?: string };

const MOVES: [Stage, Who, Move, Outcome][] = [
  ['DRAFT', 'business', { quote: 'SENT' }, { status: 'OPEN', quoteStatus: 'SENT' }],
  ['DRAFT', 'customer', { quote: 'ACCEPTED' }, { refused: 404, message: 'We could not find that job.' }],
  ['DRAFT', 'business', { quote: 'ACCEPTED' }, { refused: 403, message: 'Only the customer can accept the quote.' }],
  ['DRAFT', 'business', { quote: 'CLOSED' }, { refused: 409, message: "A quote cannot move from 'Draft' to 'Quote Closed'." }],
  ['DRAFT', 'business', { status: 'AGREED' }, { refused: 409, message: "A job cannot move from 'Draft' to 'Contract agreed'." }],
  ['DRAFT', 'business', { status: 'CANCELLED' }, { status: 'CANCELLED', quoteStatus: 'DRAFT' }],
  ['SENT', 'customer', { quote: 'ACCEPTED' }, { status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }],
  ['SENT', 'customer', { status: 'ACCEPTED' }, { status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }],
  ['SENT', 'customer', { quote: 'REJECTED' }, { status: 'REJECTED', quoteStatus: 'REJECTED' }],
  ['SENT', 'customer', { quote: 'SENT' }, { refused: 403, message: 'Only the tradesperson can send the quote.' }],
  ['SENT', 'customer', { status: 'AGREED' }, { refused: 409, message: "A job cannot move from 'Draft' to 'Contract agreed'." }],
  ['SENT', 'customer', { status: 'CANCELLED' }, { status: 'CANCELLED', quoteStatus: 'CLOSED' }],
  ['SENT', 'business', { quote: 'ACCEPTED' }, { refused: 403 }],
  ['SENT', 'business', { quote: 'CLOSED' }, { status: 'CANCELLED', quoteStatus: 'CLOSED' }],
  ['SENT', 'business', { quote: 'SENT' }, { refused: 409, message: "A quote cannot move from 'Quote sent' to 'Quote sent'." }],
  ['SENT', 'stranger', { quote: 'ACCEPTED' }, { refused: 404 }],
  ['ACCEPTED', 'customer', { quote: 'ACCEPTED' }, { refused: 409 }],
  ['ACCEPTED', 'customer', { status: 'AGREED' }, { status: 'ACCEPTED' }],
  ['ACCEPTED', 'business', { status: 'IN_PROGRESS' }, { refused: 409, message: "A job cannot move from 'Contract Accepted' to 'Job in progress'." }],
  ['ACCEPTED', 'business', { status: 'CANCELLED' }, { status: 'CANCELLED', quoteStatus: 'ACCEPTED' }],
  ['ACCEPTED', 'stranger', { status: 'CANCELLED' }, { refused: 404 }],
  ['AGREED', 'customer', { status: 'IN_PROGRESS' }, { refused: 403, message: 'Only the tradesperson can start the job.' }],
  ['AGREED', 'business', { status: 'IN_PROGRESS' }, { status: 'IN_PROGRESS', quoteStatus: 'STARTED' }],
  ['AGREED', 'business', { status: 'ON_GOING' }, { status: 'ON_GOING', quoteStatus: 'STARTED' }],
  ['AGREED', 'business', { quote: 'STARTED' }, { status: 'IN_PROGRESS', quoteStatus: 'STARTED' }],
  ['AGREED', 'business', { status: 'COMPLETED' }, { refused: 409 }],
  ['AGREED', 'business', { status: 'CLOSED' }, { refused: 409, message: "A job cannot move from 'Contract agreed' to 'Job closed'." }],
  ['AGREED', 'business', { status: 'OPEN' }, { refused: 409 }],
  ['AGREED', 'business', { status: 'INDEPENDENT_ASSESSMENT' }, { refused: 409 }],
  ['AGREED', 'customer', { status: 'CANCELLED' }, { status: 'CANCELLED' }],
  ['IN_PROGRESS', 'customer', { status: 'COMPLETED' }, { refused: 403, message: 'Only the tradesperson can complete the job.' }],
  ['IN_PROGRESS', 'business', { status: 'COMPLETED' }, { status: 'COMPLETED_PENDING' }],
  ['IN_PROGRESS', 'business', { status: 'AGREED' }, { refused: 409 }],
  ['IN_PROGRESS', 'customer', { status: 'CANCELLED' }, { status: 'IN_PROGRESS' }],
  ['COMPLETED_PENDING', 'business', { status: 'COMPLETED' }, { refused: 409, message: '£1,300.00 is still to be paid. The job is completed once every payment is paid.' }],
  ['COMPLETED_PENDING', 'business', { status: 'CLOSED' }, { refused: 409 }],
  ['COMPLETED_PENDING', 'customer', { status: 'CLOSED' }, { refused: 403, message: 'Only the tradesperson can close the job.' }],
];

const label = (move: Move) => ('status' in move ? `status ${move.status}` : `quote ${move.quote}`);

describe.each(MOVES.map(([stage, who, move, outcome]) => ({ stage, who, move, outcome, name: `${stage}: ${who} ${label(move)}` })))('$name', ({ stage, who, move, outcome }) => {
  test(`answers ${'refused' in outcome ? outcome.refused : 'the work moved'}`, async () => {
    const work = await workAt(p, stage);
    const client = who === 'business' ? p.owner.client : who === 'customer' ? p.customer.client : p.stranger.client;
    const params = { id: work.id };
    const call = () => ('status' in move ? client.work.updateStatus({ params, body: { status: move.status } }) : client.work.updateQuoteStatus({ params, body: { status: move.quote } }));
    if ('refused' in outcome) {
      const error = await failure(call());
      expect(error.status).toBe(outcome.refused);
      expect(error.message.length).toBeGreaterThan(0);
      if (outcome.message) expect(error.message).toBe(outcome.message);
      expect((await p.owner.client.work.getById({ params })).status).toBe(work.status);
    } else {
      expect(await call()).toMatchObject(outcome);
    }
  });
});

describe('moves that take both sides', () => {
  test('the contract is agreed once both sides agree, each once', async () => {
    const work = await workAt(p, 'ACCEPTED');
    const params = { id: work.id };
    const first = await p.owner.client.work.updateStatus({ params, body: { status: 'AGREED' } });
    expect(first).toMatchObject({ status: 'ACCEPTED', lockStatus: 'OPEN', agreement: { customerAgreedAt: null } });
    expect(first.agreement.businessAgreedAt).not.toBeNull();
    const again = await failure(p.owner.client.work.updateStatus({ params, body: { status: 'AGREED' } }));
    expect([again.status, again.message]).toEqual([409, 'You have already agreed the contract. It is waiting for the customer to agree.']);
    expect(await p.customer.client.work.updateStatus({ params, body: { status: 'AGREED' } })).toMatchObject({ status: 'AGREED', lockStatus: 'LOCKED' });
  });

  test('started work is cancelled when one side asks and the other confirms', async () => {
    const work = await workAt(p, 'IN_PROGRESS');
    const params = { id: work.id };
    const asked = await p.owner.client.work.updateStatus({ params, body: { status: 'CANCELLED', reason: 'The customer moved house' } });
    expect(asked).toMatchObject({ status: 'IN_PROGRESS', cancelRequest: { requestedBy: 'TRADEPERSON', reason: 'The customer moved house' } });
    const twice = await failure(p.owner.client.work.updateStatus({ params, body: { status: 'CANCELLED' } }));
    expect([twice.status, twice.message]).toEqual([409, 'You have already asked to cancel this job. It is waiting for the customer to agree.']);
    const confirmed = await p.customer.client.work.updateStatus({ params, body: { status: 'CANCELLED' } });
    expect(confirmed).toMatchObject({ status: 'CANCELLED', lockStatus: 'CLOSED', cancelRequest: null });
    expect(confirmed.timeline.slice(-2).map((e) => e.kind)).toEqual(['CANCEL_REQUESTED', 'CANCELLED']);
  });

  test('a quick contract is agreed on acceptance, its payment asked for on completion, completed when paid, then closed', async () => {
    const accepted = await workAt(p, 'ACCEPTED', { mode: 'QUICK', payments: [] });
    expect(accepted).toMatchObject({ status: 'AGREED', lockStatus: 'LOCKED', payments: [{ amountPence: 130_000, status: 'OPEN', description: 'Payment on completion' }] });
    const params = { id: accepted.id };
    await p.owner.client.work.updateStatus({ params, body: { status: 'IN_PROGRESS' } });
    const completed = await p.owner.client.work.updateStatus({ params, body: { status: 'COMPLETED' } });
    expect(completed).toMatchObject({ status: 'COMPLETED_PENDING', payments: [{ status: 'REQUESTED' }] });
    await server.database.db.transaction(async (tx) => {
      await recordSchedulePaymentPaid(tx, completed.payments[0]!.id);
    });
    expect(await p.customer.client.work.getById({ params })).toMatchObject({ status: 'COMPLETED', lockStatus: 'CLOSED', payments: [{ status: 'PAID' }] });
    expect(await p.owner.client.work.updateStatus({ params, body: { status: 'CLOSED' } })).toMatchObject({ status: 'CLOSED' });
  });
});
