import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications, paymentScheduleItems, rewardEntries, settings } from '../src/db/schema/index.js';
import { earnReward } from '../src/modules/rewards/ledger.js';
import { overdueReviews } from '../src/modules/rewards/pause.js';
import { rewardReferrerOnFirstPayment } from '../src/modules/rewards/earn.js';
import { startTestServer, type TestServer } from './harness.js';
import { scores } from './reviews.fixtures.js';
import { workAt } from './work.fixtures.js';
import { acceptedRecommendation, completedWork, DAY_MS, FOURTEEN_DAYS_MS, referredBy, rewardParties } from './rewards.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => server.reset());
afterAll(async () => server?.close());

async function setSetting(key: string, value: number) {
  await server.database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe('earning for a recommendation', () => {
  test('the business accepting it earns the recommender the configured amount, tells them, and shows why', async () => {
    const p = await rewardParties(server);
    await setSetting('recommendationRewardPence', 700);
    const recommendation = await acceptedRecommendation(p);

    expect(await p.customer.client.rewards.getBalance()).toEqual({ availablePence: 700, pausedPence: 0, pausedReason: null });
    const { items } = await p.customer.client.rewards.getEntries({ query: {} });
    expect(items).toEqual([
      expect.objectContaining({ kind: 'RECOMMENDATION', state: 'AVAILABLE', amountPence: 700, reason: 'Pennine Roofing accepted your recommendation.', pausedReason: null }),
    ]);
    const told = await server.database.db.select().from(notifications).where(and(eq(notifications.userId, p.customer.id), eq(notifications.actionType, 'REWARD_EARNED')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe('You earned £7.00: Pennine Roofing accepted your recommendation. You can spend it on the platform fee of your next payment.');
    expect(told[0]!.triggeredByUserId).toBe(p.owner.id);
    // The owner's balance is untouched, and the recommendation earns once.
    expect(await p.owner.client.rewards.getBalance()).toMatchObject({ availablePence: 0 });
    await expect(p.owner.client.recommendations.respond({ params: { id: recommendation.id }, body: { status: 'ACCEPTED' } })).rejects.toMatchObject({ status: 409 });
    expect(await p.customer.client.rewards.getBalance()).toMatchObject({ availablePence: 700 });
  });

  test('the default is £5, a rejected recommendation earns nothing, and an amount of 0 turns the reward off', async () => {
    const p = await rewardParties(server);
    await acceptedRecommendation(p);
    expect(await p.customer.client.rewards.getBalance()).toMatchObject({ availablePence: 500 });

    const created = await p.stranger.client.recommendations.create({ body: { businessId: p.business.id, workCategoryId: p.categoryIds.get('Plumbing')! } });
    await p.owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'REJECTED' } });
    expect(await p.stranger.client.rewards.getBalance()).toMatchObject({ availablePence: 0, pausedPence: 0 });

    await setSetting('recommendationRewardPence', 0);
    await acceptedRecommendation(p, p.stranger);
    expect((await p.stranger.client.rewards.getEntries({ query: {} })).items).toEqual([]);
  });
});

describe('pausing while a finished job has no review (exactly 14 days)', () => {
  test.each([
    { label: 'one millisecond short of 14 days', ageMs: FOURTEEN_DAYS_MS - 1, paused: false },
    { label: 'exactly 14 days', ageMs: FOURTEEN_DAYS_MS, paused: false },
    { label: 'one millisecond over 14 days', ageMs: FOURTEEN_DAYS_MS + 1, paused: true },
  ])('a job finished $label before is paused: $paused', async ({ ageMs, paused }) => {
    const p = await rewardParties(server);
    const now = new Date('2026-11-20T12:00:00.000Z');
    const work = await completedWork(server, p, new Date(now.getTime() - ageMs), 'Roof repair');

    expect((await overdueReviews(server.database.db, p.customer.id, now)).map((w) => w.id)).toEqual(paused ? [work.id] : []);
    const earned = await earnReward(server.database.db, {
      userId: p.customer.id,
      kind: 'RECOMMENDATION',
      amountPence: 500,
      reason: 'Pennine Roofing accepted your recommendation.',
      sourceId: work.id,
      triggeredByUserId: null,
      now,
    });
    expect(earned?.paused).toBe(paused);
  });

  test('earned while paused it is held with the reason, and writing the review releases it', async () => {
    const p = await rewardParties(server);
    const work = await completedWork(server, p, new Date(Date.now() - 15 * DAY_MS), 'Roof repair');
    await acceptedRecommendation(p);

    const reason = "Paused until you review 'Roof repair' by Pennine Roofing: rewards pause while a job finished more than 14 days ago has no review.";
    expect(await p.customer.client.rewards.getBalance()).toEqual({ availablePence: 0, pausedPence: 500, pausedReason: reason });
    const [held] = (await p.customer.client.rewards.getEntries({ query: {} })).items;
    expect(held).toMatchObject({ state: 'PAUSED', amountPence: 500, reason: 'Pennine Roofing accepted your recommendation.', pausedReason: reason });
    const [told] = await server.database.db.select().from(notifications).where(eq(notifications.actionType, 'REWARD_EARNED'));
    expect(told!.message).toBe(`You earned £5.00: Pennine Roofing accepted your recommendation. It is held for now. ${reason}`);

    // A review of another business, or of the business without naming the job, does not release it.
    await p.customer.client.business.createReview({ body: { businessId: p.business.id, ratings: scores(5), comment: 'Great roofers.' } });
    expect(await p.customer.client.rewards.getBalance()).toMatchObject({ pausedPence: 500 });

    await p.customer.client.business.createReview({ body: { businessId: p.business.id, serviceContractId: work.id, ratings: scores(5), comment: 'Fixed the roof in a day.' } });
    expect(await p.customer.client.rewards.getBalance()).toEqual({ availablePence: 500, pausedPence: 0, pausedReason: null });
    expect((await p.customer.client.rewards.getEntries({ query: {} })).items[0]).toMatchObject({ state: 'AVAILABLE', pausedReason: null });
  });

  test('with two jobs overdue, reviewing one keeps it held and names the other', async () => {
    const p = await rewardParties(server);
    const first = await completedWork(server, p, new Date(Date.now() - 20 * DAY_MS), 'Roof repair');
    await completedWork(server, p, new Date(Date.now() - 16 * DAY_MS), 'Gutter clearing');
    await acceptedRecommendation(p);
    await p.customer.client.business.createReview({ body: { businessId: p.business.id, serviceContractId: first.id, ratings: scores(4), comment: 'Good job on the roof.' } });

    expect(await p.customer.client.rewards.getBalance()).toMatchObject({
      availablePence: 0,
      pausedPence: 500,
      pausedReason: expect.stringContaining("review 'Gutter clearing' by Pennine Roofing") as string,
    });
  });
});

describe('earning for a referral', () => {
  test("the referrer earns once, on the referred business's first payment through Tradeshub", async () => {
    const p = await rewardParties(server, 'Aire Valley Plumbing');
    await setSetting('referralRewardPence', 3000);
    await referredBy(server, p.owner.id, p.stranger.id);
    const { db } = server.database;

    const work = await workAt(p, 'COMPLETED_PENDING');
    expect(await rewardReferrerOnFirstPayment(db, p.business.id)).toBeNull();

    const [deposit, balance] = await db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, work.id)).orderBy(paymentScheduleItems.dueDate);
    await db.update(paymentScheduleItems).set({ status: 'PAID', paidAt: new Date() }).where(eq(paymentScheduleItems.id, deposit!.id));
    expect(await rewardReferrerOnFirstPayment(db, p.business.id)).toMatchObject({ paused: false });
    await db.update(paymentScheduleItems).set({ status: 'PAID', paidAt: new Date() }).where(eq(paymentScheduleItems.id, balance!.id));
    expect(await rewardReferrerOnFirstPayment(db, p.business.id)).toBeNull();

    expect(await p.stranger.client.rewards.getBalance()).toMatchObject({ availablePence: 3000 });
    expect((await p.stranger.client.rewards.getEntries({ query: {} })).items).toEqual([
      expect.objectContaining({ kind: 'REFERRAL', amountPence: 3000, reason: 'Aire Valley Plumbing, a business you referred, was paid through Tradeshub for the first time.' }),
    ]);
  });

  test('a business nobody referred earns nobody anything', async () => {
    const p = await rewardParties(server);
    await completedWork(server, p, new Date());
    expect(await rewardReferrerOnFirstPayment(server.database.db, p.business.id)).toBeNull();
    expect(await server.database.db.select().from(rewardEntries)).toEqual([]);
  });
});

describe('the ledger', () => {
  test('entries are never edited: the database refuses an update', async () => {
    const p = await rewardParties(server);
    await acceptedRecommendation(p);
    await expect(server.database.db.update(rewardEntries).set({ amountPence: 99_999 })).rejects.toThrow();
    expect(await p.customer.client.rewards.getBalance()).toMatchObject({ availablePence: 500 });
  });

  test('entries are private to their owner: signed out is a 401', async () => {
    const response = await fetch(`${server.baseUrl}/backend-service/rewards/get-balance`);
    expect(response.status).toBe(401);
  });
});
