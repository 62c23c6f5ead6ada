import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { recordSchedulePaymentPaid } from '../src/modules/work/service.js';
import { anonymousClient, call } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { stars } from './access-matrix.fixtures.js';
import { LINES, SCHEDULE, TOTAL, inDays, parties, quoteFor, workAt, type Parties } from './work.fixtures.js';

// Drafting quotes (the server prices them), who sees which works, the lists, the Manage Work
// badge, and the reviews tied to a completed work.

let server: TestServer;
let p: Parties;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  p = await parties(server);
});

describe('a draft quote', () => {
  test('is priced by the server: totals, fees and amounts a client sends are ignored', async () => {
    const forged = { ...quoteFor(p.customer.id), totalPence: 1, subtotalPence: 1, vatPence: 0, fees: { platformFeePence: 0 }, status: 'COMPLETED' };
    const answer = await call(server, 'POST', '/backend-service/work/create-work', { token: p.owner.token, body: forged });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'OPEN', subtotalPence: 110_000, vatPence: 20_000, totalPence: TOTAL, fees: { platformFeePence: 6240, netPence: TOTAL - 6240 } });
  });

  test.each([
    ['short', [{ ...SCHEDULE[0]!, amountPence: 29_999 }, SCHEDULE[1]!], 'The payments add up to £1,299.99, £0.01 short of the quote total of £1,300.00 including VAT. Change them so they add up exactly.'],
    ['over', [...SCHEDULE, { description: 'Extra', amountPence: 5_000, dueDate: inDays(50) }], 'The payments add up to £1,350.00, £50.00 more than the quote total of £1,300.00 including VAT. Change them so they add up exactly.'],
    ['missing', [], 'Add the payments of the schedule: they must add up to the total of £1,300.00 including VAT.'],
  ])('with a schedule that is %s is refused with a sentence', async (_, payments, message) => {
    const error = await failure(p.owner.client.work.create({ body: quoteFor(p.customer.id, { payments }) }));
    expect([error.status, error.message]).toEqual([400, message]);
  });

  test('is refused for a customer, for oneself, and with a quick schedule', async () => {
    const customer = await failure(p.customer.client.work.create({ body: quoteFor(p.owner.id) }));
    expect([customer.status, customer.code]).toEqual([403, 'BUSINESS_REQUIRED']);
    expect((await failure(p.owner.client.work.create({ body: quoteFor(p.owner.id) }))).status).toBe(400);
    const quick = await failure(p.owner.client.work.create({ body: quoteFor(p.customer.id, { mode: 'QUICK' }) }));
    expect(quick.message).toBe('A quick contract has one payment, on completion. Leave its schedule empty, or make it a standard contract.');
  });

  test('changes until it is sent, unseen by the customer; then it is the customer’s too', async () => {
    const draft = await p.owner.client.work.create({ body: quoteFor(p.customer.id) });
    const params = { id: draft.id };
    const lines = [...LINES, { description: 'Tiling', price: 20_000, vat: 20, priority: 3 }];
    const unbalanced = await failure(p.owner.client.work.update({ params, body: { lineItems: lines } }));
    expect(unbalanced.message).toBe('The payments add up to £1,300.00, £240.00 short of the quote total of £1,540.00 including VAT. Change them so they add up exactly.');
    const changed = await p.owner.client.work.update({ params, body: { lineItems: lines, payments: [{ ...SCHEDULE[0]! }, { ...SCHEDULE[1]!, amountPence: 124_000 }], title: 'Bathroom and tiling' } });
    expect(changed).toMatchObject({ title: 'Bathroom and tiling', totalPence: 154_000, quoteStatus: 'DRAFT' });
    expect(await p.customer.client.work.getManageWorkNotificationsCount()).toEqual({ count: 0 });
    expect((await p.customer.client.work.getAll({ body: { includeOpenContracts: true } })).items).toEqual([]);

    await p.owner.client.work.updateQuoteStatus({ params, body: { status: 'SENT' } });
    const late = await failure(p.owner.client.work.update({ params, body: { title: 'Too late' } }));
    expect(late.status).toBe(409);
    expect(await p.customer.client.work.getManageWorkNotificationsCount()).toEqual({ count: 1 });
    expect((await failure(p.stranger.client.work.getById({ params }))).status).toBe(404);
    expect((await failure(p.customer.client.work.update({ params, body: { title: 'Mine now' } }))).status).toBe(403);
  });
});

describe('a sent quote', () => {
  test('reaches the customer as a QUOTE message, without the business’s fees, and becomes a contract both sides follow', async () => {
    const sent = await workAt(p, 'SENT');
    expect(sent.conversationId).not.toBeNull();
    const chat = await p.customer.client.chat.getConversationById({ params: { id: sent.conversationId! } });
    expect(chat?.messages.map((m) => [m.type, m.workId, m.senderId])).toEqual([['QUOTE', sent.id, p.owner.id]]);
    const seen = await p.customer.client.work.getById({ params: { id: sent.id } });
    expect(seen).toMatchObject({ viewerSide: 'CUSTOMER', fees: null, lineItems: LINES, customer: { id: p.customer.id }, business: { id: p.business.id } });

    await p.customer.client.work.updateQuoteStatus({ params: { id: sent.id }, body: { status: 'ACCEPTED' } });
    const answered = await p.owner.client.chat.getConversationById({ params: { id: sent.conversationId! } });
    expect(answered?.messages.map((m) => m.type)).toEqual(['QUOTE_ACTION', 'QUOTE']);
    const started = await workAt(p, 'IN_PROGRESS');
    expect(started).toMatchObject({ status: 'IN_PROGRESS', quoteStatus: 'STARTED', lockStatus: 'LOCKED', viewerSide: 'TRADEPERSON' });
    expect(started.timeline.map((e) => e.kind)).toEqual(['CREATED', 'QUOTE_SENT', 'QUOTE_ACCEPTED', 'AGREEMENT_GIVEN', 'AGREEMENT_GIVEN', 'AGREED', 'STARTED']);
    expect(started.timeline[1]!.text).toBe(`${p.business.name} sent the quote for £1,300.00.`);
  });
});

describe('lists and the Manage Work badge', () => {
  test('each side lists its own works, past ones unless open contracts are asked for; anyone sees finished works without money', async () => {
    const open = await workAt(p, 'IN_PROGRESS');
    const done = await workAt(p, 'COMPLETED_PENDING', { mode: 'QUICK', payments: [], title: 'Dripping tap' });
    await server.database.db.transaction((tx) => recordSchedulePaymentPaid(tx, done.payments[0]!.id));
    await workAt(p, 'DRAFT');

    const customerAll = await p.customer.client.work.getAll({ body: { includeOpenContracts: true, customerId: p.customer.id } });
    expect(customerAll.items.map((w) => w.id)).toEqual([done.id, open.id]);
    const businessAll = await p.owner.client.work.getAll({ body: { includeOpenContracts: true, businessId: p.business.id, limit: 2 } });
    expect(businessAll.items).toHaveLength(2);
    const next = await p.owner.client.work.getAll({ body: { includeOpenContracts: true, businessId: p.business.id, cursor: businessAll.nextCursor! } });
    expect([...businessAll.items, ...next.items].map((w) => w.id)).toContain(open.id);
    expect(next.nextCursor).toBeNull();
    expect((await p.customer.client.work.getAll({ body: {} })).items.map((w) => [w.id, w.status])).toEqual([[done.id, 'COMPLETED']]);
    expect((await p.stranger.client.work.getAll({ body: { includeOpenContracts: true, businessId: p.business.id } })).items).toEqual([]);

    const finished = await anonymousClient(server).work.getAll({ body: { businessId: p.business.id, includeOpenContracts: true } });
    expect(finished.items).toEqual([{ id: done.id, title: 'Dripping tap', status: 'COMPLETED', category: null, business: { id: p.business.id, name: p.business.name }, completedAt: expect.any(String), createdAt: expect.any(String) }]);
    expect(await p.stranger.client.work.getFinishedWorks({ query: { customerId: p.customer.id } })).toEqual(finished);
    expect((await call(server, 'POST', '/backend-service/public/work/get-all-works', { body: {} })).status).toBe(400);
  });

  test('counts what each side has not seen, per role, until they look', async () => {
    const work = await workAt(p, 'SENT');
    expect(await p.customer.client.work.getManageWorkNotificationsCount()).toEqual({ count: 1 });
    expect(await p.owner.client.work.getManageWorkNotificationsCountForBusiness()).toEqual({ count: 0 });
    await p.customer.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'ACCEPTED' } });
    expect(await p.owner.client.work.getManageWorkNotificationsCountForBusiness()).toEqual({ count: 1 });
    expect(await p.owner.client.work.getManageWorkNotificationsCount()).toEqual({ count: 0 });
    await p.customer.client.work.markManageWorkNotificationsSeen();
    await p.owner.client.work.markManageWorkNotificationsSeenForBusiness();
    expect(await p.customer.client.work.getManageWorkNotificationsCount()).toEqual({ count: 0 });
    expect(await p.owner.client.work.getManageWorkNotificationsCountForBusiness()).toEqual({ count: 0 });
    expect(await p.customer.client.work.getManageWorkNotificationsCountForBusiness()).toEqual({ count: 0 });
  });
});

describe('reviews tied to a work', () => {
  test('a review of a completed work is a verified job, found by the work; the business can review its customer', async () => {
    const running = await workAt(p, 'IN_PROGRESS');
    const early = await failure(p.customer.client.business.createReview({ body: { businessId: p.business.id, serviceContractId: running.id, ratings: stars(5), comment: 'Lovely job.' } }));
    expect([early.status, early.message]).toEqual([409, 'This job is not completed yet. You can review it once it is completed.']);

    const done = await workAt(p, 'COMPLETED_PENDING', { mode: 'QUICK', payments: [] });
    await server.database.db.transaction((tx) => recordSchedulePaymentPaid(tx, done.payments[0]!.id));
    expect(await p.owner.client.business.getReviewByServiceContractId({ params: { id: done.id } })).toBeNull();
    const review = await p.customer.client.business.createReview({ body: { businessId: p.business.id, serviceContractId: done.id, ratings: stars(5), comment: 'Lovely job.' } });
    expect(review).toMatchObject({ serviceContractId: done.id, isVerifiedJob: true });
    expect(await p.owner.client.business.getReviewByServiceContractId({ params: { id: done.id } })).toMatchObject({ id: review.id, isVerifiedJob: true });
    expect((await failure(p.stranger.client.business.getReviewByServiceContractId({ params: { id: done.id } }))).status).toBe(404);
    const unverified = await p.customer.client.business.createReview({ body: { businessId: p.business.id, ratings: stars(4), comment: 'Good.' } });
    expect(unverified.isVerifiedJob).toBe(false);

    const ofCustomer = await p.owner.client.business.createUserReview({ body: { userId: p.customer.id, serviceContractId: done.id, rating: 5, comment: 'Paid on time.' } });
    expect(ofCustomer.serviceContractId).toBe(done.id);
    const otherCustomer = await failure(p.owner.client.business.createUserReview({ body: { userId: p.stranger.id, serviceContractId: done.id, rating: 1, comment: 'Who?' } }));
    expect(otherCustomer.status).toBe(404);
  });
});
