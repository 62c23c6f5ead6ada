import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REALTIME_EVENTS } from '@tradeshub/sdk';
import { notifications } from '../src/db/schema/index.js';
import { recordSchedulePaymentPaid } from '../src/modules/work/service.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket } from './realtime.sockets.js';
import { inDays, parties, workAt, type Parties } from './work.fixtures.js';

// Proposed replacements of the unpaid part of a LOCKED schedule: proposed by one side,
// discussed, answered by the other; paid payments never change; both sides hear each step.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0' });
  p = await parties(server);
});
afterAll(async () => server?.close());

const stages = (amounts: number[]) => amounts.map((amountPence, i) => ({ description: `Stage ${i + 1}`, amountPence, dueDate: inDays(10 + i * 10) }));
const noticesTo = (userId: string, workId: string) =>
  server.database.db
    .select({ actionType: notifications.actionType, isForBusiness: notifications.isForBusiness, metaData: notifications.metaData })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)))
    .then((rows) => rows.filter((row) => (row.metaData as { workId?: string } | null)?.workId === workId));

async function pay(scheduleItemId: string) {
  await server.database.db.transaction((tx) => recordSchedulePaymentPaid(tx, scheduleItemId));
}

describe('a change set', () => {
  test('is proposed, discussed, changed by its proposer and approved by the other side; both sides hear every step', async () => {
    const work = await workAt(p, 'AGREED');
    const sockets = {
      customer: await joinedSocket(server, { userId: p.customer.id, token: p.customer.token }),
      owner: await joinedSocket(server, { userId: p.owner.id, token: p.owner.token }),
    };
    const proposed = await p.customer.client.work.createChangeSet({ body: { workId: work.id, payments: stages([65_000, 65_000]), message: 'Two equal halves, please.' } });
    expect(proposed).toMatchObject({ status: 'REQUESTED', requestedBy: p.customer.id, requestedBySide: 'CUSTOMER', messages: [{ text: 'Two equal halves, please.' }] });
    for (const socket of Object.values(sockets)) {
      expect(await socket.next(REALTIME_EVENTS.PAYMENT_SCHEDULE_CHANGE_SET)).toEqual({ changeSetId: proposed.id, workId: work.id, action: 'REQUEST' });
    }
    expect((await p.owner.client.work.getById({ params: { id: work.id } })).pendingChangeSetId).toBe(proposed.id);

    const second = await failure(p.owner.client.work.createChangeSet({ body: { workId: work.id, payments: stages([130_000]) } }));
    expect([second.status, second.message]).toEqual([409, 'A change to this payment schedule is already waiting for an answer. Answer or withdraw it first.']);
    const notMine = await failure(p.owner.client.work.updateChangeSet({ params: { id: proposed.id }, body: { payments: stages([130_000]) } }));
    expect([notMine.status, notMine.message]).toEqual([403, 'Only the customer who proposed this change can change or withdraw it.']);
    const ownAnswer = await failure(p.customer.client.work.respondToChangeSet({ params: { id: proposed.id }, body: { status: 'APPROVED' } }));
    expect([ownAnswer.status, ownAnswer.message]).toEqual([403, 'You proposed this change; the tradesperson answers it.']);
    const short = await failure(p.customer.client.work.updateChangeSet({ params: { id: proposed.id }, body: { payments: stages([60_000, 60_000]) } }));
    expect([short.status, short.message]).toEqual([
      400,
      'The payments add up to £1,200.00, £100.00 short of what is still to pay, £1,300.00 of the £1,300.00 total. Change them so they add up exactly.',
    ]);

    await p.owner.client.work.addChangeSetMessage({ params: { id: proposed.id }, body: { text: 'Three stages would suit me better.' } });
    const updated = await p.customer.client.work.updateChangeSet({ params: { id: proposed.id }, body: { payments: stages([43_334, 43_333, 43_333]), message: 'Three it is.' } });
    expect(updated.messages.map((m) => m.text)).toEqual(['Two equal halves, please.', 'Three stages would suit me better.', 'Three it is.']);
    const approved = await p.owner.client.work.respondToChangeSet({ params: { id: proposed.id }, body: { status: 'APPROVED' } });
    expect(approved.status).toBe('APPROVED');
    const after = await p.customer.client.work.getById({ params: { id: work.id } });
    expect(after.payments.map((payment) => [payment.description, payment.amountPence, payment.status])).toEqual([
      ['Stage 1', 43_334, 'OPEN'],
      ['Stage 2', 43_333, 'OPEN'],
      ['Stage 3', 43_333, 'OPEN'],
    ]);
    expect(after.pendingChangeSetId).toBeNull();
    expect(after.timeline.slice(-3).map((e) => e.kind)).toEqual(['SCHEDULE_CHANGE_REQUESTED', 'SCHEDULE_CHANGE_UPDATED', 'SCHEDULE_CHANGE_APPROVED']);
    const twice = await failure(p.owner.client.work.respondToChangeSet({ params: { id: proposed.id }, body: { status: 'REJECTED' } }));
    expect([twice.status, twice.message]).toEqual([409, 'This schedule change was already approved.']);

    // The business side's notices are for business mode; the customer's are not.
    expect((await noticesTo(p.owner.id, work.id)).map((n) => [n.actionType, n.isForBusiness])).toEqual([
      ['PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', true],
      ['PAYMENT_SCHEDULE_CHANGE_SET_UPDATED', true],
    ]);
    expect((await noticesTo(p.customer.id, work.id)).map((n) => [n.actionType, n.isForBusiness])).toEqual([
      ['PAYMENT_SCHEDULE_CHANGE_SET_UPDATED', false],
      ['PAYMENT_SCHEDULE_CHANGE_SET_APPROVED', false],
    ]);
    for (const socket of Object.values(sockets)) {
      await socket.next(REALTIME_EVENTS.PAYMENT_SCHEDULE_CHANGE_SET, (event) => event.action === 'APPROVED');
      expect(socket.events.filter((e) => e.event === REALTIME_EVENTS.PAYMENT_SCHEDULE_CHANGE_SET).map((e) => (e.data as { action: string }).action)).toEqual([
        'REQUEST',
        'UPDATED',
        'UPDATED',
        'APPROVED',
      ]);
      expect(socket.events.some((e) => e.event === REALTIME_EVENTS.CONTRACT_UPDATED)).toBe(true);
      await socket.close();
    }
  });

  test('never touches a paid payment, and is refused once the schedule moved on under it', async () => {
    const work = await workAt(p, 'IN_PROGRESS');
    const [deposit, balance] = work.payments;
    await p.owner.client.work.requestPayment({ params: { id: deposit!.id } });
    await pay(deposit!.id);

    const touchingPaid = await failure(
      p.owner.client.work.createChangeSet({ body: { workId: work.id, payments: [{ id: deposit!.id, description: 'Deposit', amountPence: 30_000, dueDate: deposit!.dueDate }, ...stages([100_000])] } }),
    );
    expect([touchingPaid.status, touchingPaid.message]).toEqual([400, "'Deposit' names a payment that is paid or not part of this job. Paid payments never change; leave them out."]);

    const split = await p.owner.client.work.createChangeSet({ body: { workId: work.id, payments: stages([50_000, 50_000]) } });
    await p.customer.client.work.respondToChangeSet({ params: { id: split.id }, body: { status: 'APPROVED', message: 'Fine by me.' } });
    const after = await p.owner.client.work.getById({ params: { id: work.id } });
    const paid = after.payments.find((payment) => payment.id === deposit!.id);
    expect(paid).toMatchObject({ status: 'PAID', amountPence: 30_000 });
    expect(after.payments.filter((payment) => payment.status === 'OPEN').map((payment) => payment.amountPence)).toEqual([50_000, 50_000]);
    expect(after.payments.some((payment) => payment.id === balance!.id)).toBe(false);

    // Keeping a payment that gets paid before the answer: the proposal no longer adds up.
    const [first] = after.payments.filter((payment) => payment.status === 'OPEN');
    const keep = await p.customer.client.work.createChangeSet({
      body: { workId: work.id, payments: [{ id: first!.id, description: first!.description, amountPence: first!.amountPence, dueDate: first!.dueDate }, ...stages([25_000, 25_000])] },
    });
    await p.owner.client.work.requestPayment({ params: { id: first!.id } });
    await pay(first!.id);
    const stale = await failure(p.owner.client.work.respondToChangeSet({ params: { id: keep.id }, body: { status: 'APPROVED' } }));
    expect([stale.status, stale.message]).toEqual([409, 'The payment schedule has changed since this was proposed (a payment was made). Reject it and propose a new one.']);
    expect(await p.owner.client.work.respondToChangeSet({ params: { id: keep.id }, body: { status: 'REJECTED' } })).toMatchObject({ status: 'REJECTED' });
  });

  test('is withdrawn by its proposer only, and not allowed before the contract is agreed', async () => {
    const accepted = await workAt(p, 'ACCEPTED');
    const early = await failure(p.customer.client.work.createChangeSet({ body: { workId: accepted.id, payments: stages([130_000]) } }));
    expect([early.status, early.message]).toEqual([409, 'The payment schedule can be changed once the contract is agreed, until the job is paid, closed or cancelled.']);

    const work = await workAt(p, 'AGREED');
    const proposed = await p.owner.client.work.createChangeSet({ body: { workId: work.id, payments: stages([130_000]) } });
    expect((await failure(p.customer.client.work.deleteChangeSet({ params: { id: proposed.id } }))).status).toBe(403);
    expect((await failure(p.stranger.client.work.getChangeSets({ params: { id: work.id } }))).status).toBe(404);
    await p.owner.client.work.deleteChangeSet({ params: { id: proposed.id } });
    expect(await p.customer.client.work.getChangeSets({ params: { id: work.id } })).toEqual([]);
    expect((await noticesTo(p.customer.id, work.id)).map((n) => n.actionType)).toEqual(['PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', 'PAYMENT_SCHEDULE_CHANGE_SET_DELETED']);
  });
});
