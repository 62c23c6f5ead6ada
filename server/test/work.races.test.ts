import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isApiError } from '@tradeshub/sdk';
import { messages, paymentScheduleItems, workEvents } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { inDays, parties, workAt, type Parties } from './work.fixtures.js';

// Concurrent moves give one outcome (run with TEST_DB=postgres for real concurrency): the
// work's row lock makes the second of two answers see the first.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer();
  p = await parties(server);
});
afterAll(async () => server?.close());

const ROUNDS = 4;

/** Runs the calls at once; answers the statuses, 200 for a success. */
async function together(calls: (() => Promise<unknown>)[]): Promise<number[]> {
  const settled = await Promise.allSettled(calls.map((call) => call()));
  return settled.map((result) => (result.status === 'fulfilled' ? 200 : isApiError(result.reason) ? result.reason.status : 500)).sort();
}

describe('concurrent answers', () => {
  test('a quote accepted twice at once is accepted once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const work = await workAt(p, 'SENT');
      const accept = () => p.customer.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'ACCEPTED' } });
      const reject = () => p.customer.client.work.updateStatus({ params: { id: work.id }, body: { status: 'REJECTED' } });
      expect(await together([accept, accept, reject])).toEqual([200, 409, 409]);
      const actions = await server.database.db.select().from(messages).where(eq(messages.workId, work.id));
      expect(actions.filter((m) => m.type === 'QUOTE_ACTION')).toHaveLength(1);
      const answered = await server.database.db.select().from(workEvents).where(eq(workEvents.workId, work.id));
      expect(answered.filter((e) => e.kind === 'QUOTE_ACCEPTED' || e.kind === 'QUOTE_REJECTED')).toHaveLength(1);
    }
  });

  test('a change set approved twice at once (and rejected) replaces the schedule once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const work = await workAt(p, 'AGREED');
      const payments = [40_000, 90_000].map((amountPence, i) => ({ description: `Part ${i + 1}`, amountPence, dueDate: inDays(5 + i) }));
      const changeSet = await p.customer.client.work.createChangeSet({ body: { workId: work.id, payments } });
      const approve = () => p.owner.client.work.respondToChangeSet({ params: { id: changeSet.id }, body: { status: 'APPROVED' } });
      const reject = () => p.owner.client.work.respondToChangeSet({ params: { id: changeSet.id }, body: { status: 'REJECTED' } });
      expect(await together([approve, approve, reject])).toEqual([200, 409, 409]);
      const [answered] = await p.owner.client.work.getChangeSets({ params: { id: work.id } });
      const schedule = await server.database.db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, work.id));
      const expected = answered!.status === 'APPROVED' ? ['Part 1', 'Part 2'] : ['Balance', 'Deposit'];
      expect(schedule.map((item) => item.description).sort()).toEqual(expected);
    }
  });

  test('two proposals at once: one waits, the other is refused', async () => {
    const work = await workAt(p, 'AGREED');
    const propose = (client: typeof p.owner.client) => () =>
      client.work.createChangeSet({ body: { workId: work.id, payments: [{ description: 'All at once', amountPence: 130_000, dueDate: inDays(9) }] } });
    expect(await together([propose(p.owner.client), propose(p.customer.client)])).toEqual([200, 409]);
  });
});
