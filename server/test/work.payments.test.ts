import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REALTIME_EVENTS, formatDueDate, latePaymentInterestPence } from '@tradeshub/sdk';
import { notifications, paymentScheduleItems } from '../src/db/schema/index.js';
import {
  findPayableScheduleItem,
  markPaymentRequestsRead,
  markScheduleCheckoutOpen,
  markScheduleCheckoutReleased,
  recordSchedulePaymentPaid,
  unreadPaymentRequestCount,
} from '../src/modules/work/service.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket } from './realtime.sockets.js';
import { DAY_MS, parties, setDueDate, workAt, type Parties } from './work.fixtures.js';

// Payment requests, late payments (a requested payment past due is overdue, 21 days past due
// late with 8 % a year), and what card payments do to a schedule item.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  p = await parties(server);
});
afterAll(async () => server?.close());

const db = () => server.database.db;
const scheduleNotices = (userId: string, scheduleItemId: string) =>
  db()
    .select({ message: notifications.message, metaData: notifications.metaData })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.actionType, 'SCHEDULE_UPDATED')))
    .then((rows) => rows.filter((row) => (row.metaData as { scheduleItemId?: string }).scheduleItemId === scheduleItemId).map((row) => (row.metaData as { kind: string }).kind));
const itemRow = async (id: string) => (await db().select().from(paymentScheduleItems).where(eq(paymentScheduleItems.id, id)))[0]!;

describe('asking for a payment', () => {
  test('the business asks; the customer is told, both sockets hear it, and it is unread until read', async () => {
    const work = await workAt(p, 'IN_PROGRESS');
    const deposit = work.payments[0]!;
    const customerSocket = await joinedSocket(server, { userId: p.customer.id, token: p.customer.token });
    const ownerSocket = await joinedSocket(server, { userId: p.owner.id, token: p.owner.token });

    const notByCustomer = await failure(p.customer.client.work.requestPayment({ params: { id: deposit.id } }));
    expect([notByCustomer.status, notByCustomer.message]).toEqual([403, 'Only the tradesperson can ask for a payment.']);
    expect((await failure(p.stranger.client.work.requestPayment({ params: { id: deposit.id } }))).status).toBe(404);

    const requested = await p.owner.client.work.requestPayment({ params: { id: deposit.id } });
    expect(requested).toMatchObject({ id: deposit.id, status: 'REQUESTED', dueDate: deposit.dueDate });
    expect(requested.requestedAt).not.toBeNull();
    for (const socket of [customerSocket, ownerSocket]) {
      expect(await socket.next(REALTIME_EVENTS.PAYMENT_REQUESTED)).toEqual({ workId: work.id, scheduleItemId: deposit.id, amountPence: 30_000, dueDate: deposit.dueDate });
      await socket.close();
    }
    expect(await scheduleNotices(p.customer.id, deposit.id)).toEqual(['PAYMENT_REQUESTED']);
    expect((await failure(p.owner.client.work.requestPayment({ params: { id: deposit.id } }))).status).toBe(409);

    const seen = await p.customer.client.work.getById({ params: { id: work.id } });
    expect(seen.paymentStatus).toBe('REQUESTED');
    expect(await unreadPaymentRequestCount(db(), p.customer.id)).toBe(1);
    await markPaymentRequestsRead(db(), p.customer.id);
    expect(await unreadPaymentRequestCount(db(), p.customer.id)).toBe(0);
  });

  test('a payment scheduled in the past is due a week after it is asked for', async () => {
    const work = await workAt(p, 'AGREED');
    const deposit = work.payments[0]!;
    await setDueDate(server, deposit.id, new Date(Date.now() - 3 * DAY_MS));
    const requested = await p.owner.client.work.requestPayment({ params: { id: deposit.id } });
    expect(formatDueDate(requested.dueDate)).toBe(formatDueDate(new Date(Date.now() + 7 * DAY_MS)));
  });

  test('cannot be asked before the contract is agreed', async () => {
    const work = await workAt(p, 'ACCEPTED');
    const early = await failure(p.owner.client.work.requestPayment({ params: { id: work.payments[0]!.id } }));
    expect([early.status, early.message]).toEqual([409, 'Payments can be asked for once the contract is agreed and until the job is paid, closed or cancelled.']);
  });
});

describe('late payments', () => {
  test('a read moves a requested payment past due to overdue, 21 days past due to late with its charge, telling both sides once each', async () => {
    const work = await workAt(p, 'IN_PROGRESS');
    const deposit = work.payments[0]!;
    await p.owner.client.work.requestPayment({ params: { id: deposit.id } });

    await setDueDate(server, deposit.id, new Date(Date.now() - 2 * DAY_MS));
    const overdue = await p.customer.client.work.getById({ params: { id: work.id } });
    expect(overdue.payments[0]).toMatchObject({ status: 'WARNING', lateChargePence: 0 });
    expect(overdue.paymentStatus).toBe('WARNING');
    await p.owner.client.work.getAll({ body: { includeOpenContracts: true, businessId: p.business.id } });

    const dueDate = new Date(Date.now() - 30 * DAY_MS);
    await setDueDate(server, deposit.id, dueDate);
    const late = await p.owner.client.work.getAll({ body: { includeOpenContracts: true, businessId: p.business.id } });
    const charge = latePaymentInterestPence({ amountPence: 30_000, dueDate }, new Date());
    expect(charge).toBeGreaterThan(0);
    expect(late.items.find((item) => item.id === work.id)!.payments[0]).toMatchObject({ status: 'LATE', lateChargePence: charge });
    await p.customer.client.work.getById({ params: { id: work.id } });

    for (const userId of [p.customer.id, p.owner.id]) expect(await scheduleNotices(userId, deposit.id)).toEqual(expect.arrayContaining(['PAYMENT_OVERDUE', 'PAYMENT_LATE']));
    expect((await scheduleNotices(p.owner.id, deposit.id)).filter((kind) => kind !== 'PAYMENT_REQUESTED')).toEqual(['PAYMENT_OVERDUE', 'PAYMENT_LATE']);
    expect((await p.owner.client.work.getById({ params: { id: work.id } })).timeline.slice(-2).map((e) => [e.kind, e.actorId])).toEqual([
      ['PAYMENT_OVERDUE', null],
      ['PAYMENT_LATE', null],
    ]);
  });

  test('the daily job settles every requested payment, once a day', async () => {
    const work = await workAt(p, 'IN_PROGRESS');
    const deposit = work.payments[0]!;
    await p.owner.client.work.requestPayment({ params: { id: deposit.id } });
    await setDueDate(server, deposit.id, new Date(Date.now() - 25 * DAY_MS));
    expect(await server.app.latePaymentJob.run()).toBeGreaterThanOrEqual(1);
    expect((await itemRow(deposit.id)).status).toBe('LATE');
    expect(await server.app.latePaymentJob.run()).toBe(0);
    expect(await scheduleNotices(p.customer.id, deposit.id)).toEqual(['PAYMENT_REQUESTED', 'PAYMENT_LATE']);
  });
});

describe('what card payments do to a schedule item', () => {
  test('only the customer finds a payable payment; a checkout holds it PENDING and lets it go; paying completes the job', async () => {
    const work = await workAt(p, 'COMPLETED_PENDING');
    const [deposit, balance] = work.payments;
    const tx = <T>(run: (t: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<T>) => db().transaction(run);

    await expect(tx((t) => findPayableScheduleItem(t, p.customer.id, deposit!.id))).rejects.toMatchObject({
      status: 409,
      message: 'This payment has not been asked for yet. You can pay it once the tradesperson requests it.',
    });
    await p.owner.client.work.requestPayment({ params: { id: deposit!.id } });
    await expect(tx((t) => findPayableScheduleItem(t, p.owner.id, deposit!.id))).rejects.toMatchObject({ status: 404, message: 'We could not find that payment.' });
    const payable = await tx((t) => findPayableScheduleItem(t, p.customer.id, deposit!.id));
    expect(payable).toMatchObject({ workId: work.id, businessId: p.business.id, businessUserId: p.owner.id, amountPence: 30_000, lateChargePence: 0, totalDuePence: 30_000, platformFeePence: 1440 });

    expect((await tx((t) => markScheduleCheckoutOpen(t, deposit!.id))).status).toBe('PENDING');
    expect((await tx((t) => markScheduleCheckoutReleased(t, deposit!.id))).status).toBe('REQUESTED');
    await tx((t) => markScheduleCheckoutOpen(t, deposit!.id));
    expect((await tx((t) => recordSchedulePaymentPaid(t, deposit!.id))).status).toBe('PAID');
    expect((await tx((t) => recordSchedulePaymentPaid(t, deposit!.id))).status).toBe('PAID');
    await expect(tx((t) => findPayableScheduleItem(t, p.customer.id, deposit!.id))).rejects.toMatchObject({ status: 409, message: 'This payment has already been paid.' });
    expect((await p.customer.client.work.getById({ params: { id: work.id } })).status).toBe('COMPLETED_PENDING');

    await p.owner.client.work.requestPayment({ params: { id: balance!.id } });
    await tx((t) => recordSchedulePaymentPaid(t, balance!.id));
    const done = await p.customer.client.work.getById({ params: { id: work.id } });
    expect(done).toMatchObject({ status: 'COMPLETED', lockStatus: 'CLOSED', paymentStatus: 'PAID' });
    expect(await scheduleNotices(p.owner.id, deposit!.id)).toEqual(['PAYMENT_PAID']);
  });
});
