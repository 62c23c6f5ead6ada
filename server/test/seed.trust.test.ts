import { eq } from 'drizzle-orm';
import { parseMetaData, type Notification, type TradeshubClient } from '@tradeshub/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/seed/index.js';
import { anonymousClient } from './business.fixtures.js';
import { demoClient } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

// The demo trust data as the hub reads it: the same endpoints, signed in as the demo accounts.
// The last tests answer what is waiting through the API and check the notices the server
// writes read exactly like the seeded ones.

const BUSINESS = DEMO_ACCOUNTS.tradesperson.businessName;

let server: TestServer;
let customer: TradeshubClient;
let tradesperson: TradeshubClient;
let admin: TradeshubClient;
let businessId: string;

const signIn = (emailAddress: string) => demoClient(server, emailAddress);

async function signInById(userId: string): Promise<TradeshubClient> {
  const [user] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return signIn(user!.email);
}

const meta = (notice: Notification) => parseMetaData(notice.metaData) ?? {};
const allNotifications = async (client: TradeshubClient) => (await client.notifications.getAll({ query: { limit: 50 } })).items;
/** Notices of the demo community (seed.test.ts counts those); the trust notices are the rest. */
const isCommunity = (notice: Notification) => String(meta(notice)['kind'] ?? '').startsWith('COMMUNITY');
const unreadCommunity = async (client: TradeshubClient) => (await allNotifications(client)).filter((n) => isCommunity(n) && !n.read).length;

/** What a notice says and links to, with the names in it (which differ case by case) taken out. */
function shapeOf(notice: Notification, names: readonly string[]) {
  // A moderator's reason ends a decision notice; the seeded and the live one give different reasons.
  const message = names.reduce((text, name) => text.replaceAll(name, '{name}'), notice.message).replace(/ Reason: .*$/s, ' Reason: {reason}');
  const data = meta(notice);
  return {
    actionType: notice.actionType,
    message,
    isForBusiness: notice.isForBusiness,
    isForTradeperson: notice.isForTradeperson,
    metaData: Object.keys(data).sort(),
    kind: data['kind'] ?? null,
    status: data['status'] ?? null,
  };
}
const fullName = (notice: Notification) => `${notice.triggeredBy?.firstName} ${notice.triggeredBy?.lastName}`;

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database.db, { info: () => undefined });
  [customer, tradesperson, admin] = await Promise.all([
    signIn(DEMO_ACCOUNTS.customer.email),
    signIn(DEMO_ACCOUNTS.tradesperson.email),
    signIn(DEMO_ACCOUNTS.admin.email),
  ]);
  businessId = (await tradesperson.auth.me()).business!.id;
});
afterAll(async () => server?.close());

describe('the demo customer', () => {
  test('has recommended three businesses, accepted, and Clarke & Patel, still waiting', async () => {
    const { items } = await customer.recommendations.getAll({ query: { limit: 50 } });
    const pending = items.filter((r) => r.status === 'PENDING');
    const accepted = items.filter((r) => r.status === 'ACCEPTED');
    expect(items).toHaveLength(4);
    expect(pending.map((r) => [r.business?.name, r.workCategory.title])).toEqual([[BUSINESS, 'Plumbing']]);
    expect(new Set(accepted.map((r) => r.businessId)).size).toBe(3);
    for (const r of items) {
      expect(r.comment).toMatch(/\w+ \w+/);
      expect(r.revokedAt).toBeNull();
      const offered = await customer.business.getCategories({ params: { id: r.businessId! } });
      expect(offered.map((c) => c.id)).toContain(r.workCategory.id);
    }
  });

  test('has two unread trust notices, the newest acceptances, and older read ones, each naming what it is about', async () => {
    // Her jobs' notices (a payment asked for, one gone late) are the demo works', her rewards' the demo rewards' (seed.test.ts).
    const notices = (await allNotifications(customer)).filter((n) => n.actionType !== 'SCHEDULE_UPDATED' && n.actionType !== 'REWARD_EARNED' && !isCommunity(n));
    expect(notices.filter((n) => !n.read).map((n) => n.actionType)).toEqual(['CONNECTION_ACCEPTED', 'RECOMMENDATION_ACCEPTED']);
    expect(notices.filter((n) => n.read).map((n) => n.actionType).sort()).toEqual([
      'CONNECTION_ACCEPTED',
      'RECOMMENDATION_ACCEPTED',
      'RECOMMENDATION_ACCEPTED',
    ]);
    // With the unread payment request and her paused reward's notice.
    expect(await customer.notifications.getUnreadCount({ query: {} })).toEqual({ count: 4 + (await unreadCommunity(customer)), mode: 'CUSTOMER' });

    const recommendations = (await customer.recommendations.getAll({ query: { limit: 50 } })).items;
    const connections = (await customer.connections.getAll({ query: { limit: 50 } })).items;
    for (const notice of notices.filter((n) => n.actionType === 'RECOMMENDATION_ACCEPTED')) {
      const about = recommendations.find((r) => r.id === meta(notice)['recommendationId']);
      expect(about?.status).toBe('ACCEPTED');
      expect(meta(notice)['businessId']).toBe(about?.businessId);
      expect(notice.message).toBe(`${about?.business?.name} accepted your recommendation.`);
    }
    for (const notice of notices.filter((n) => n.actionType === 'CONNECTION_ACCEPTED')) {
      const about = connections.find((c) => c.id === meta(notice)['connectionId']);
      expect(about?.user.id).toBe(notice.triggeredBy?.id);
    }
  });

  test('is connected with three people and has one request she has not seen yet', async () => {
    const connections = await customer.connections.getAll({ query: { limit: 50 } });
    expect(connections.items.map((c) => [c.status, c.user.role])).toEqual(Array(3).fill(['ACCEPTED', 'CUSTOMER']));
    const unseen = await customer.connections.getAllUnseenRequests({ query: {} });
    expect(unseen.count).toBe(1);
    expect(unseen.items.map((c) => [c.status, c.seen])).toEqual([['PENDING', false]]);
    const pending = await customer.connections.getAllPending({ query: {} });
    expect(pending.items.map((c) => c.id)).toEqual(unseen.items.map((c) => c.id));
  });

  test("sees which of her connections vouch for a business they recommended", async () => {
    const [friend] = (await customer.connections.getAll({ query: { limit: 50 } })).items;
    const theirs = await customer.recommendations.getAllByUserId({ params: { id: friend!.user.id }, query: {} });
    expect(theirs.items.length).toBeGreaterThan(0);
    const trusted = await customer.connections.getBusinessTrustedConnections({ params: { businessId: theirs.items[0]!.businessId! }, query: {} });
    expect(trusted.recommendedByYourConnections.map((u) => u.id)).toContain(friend!.user.id);
  });
});

describe('Clarke & Patel Plumbing', () => {
  test("has the demo customer's recommendation waiting on /business, ready to accept", async () => {
    const waiting = await tradesperson.business.getPendingRecommendations({ params: { id: businessId }, query: {} });
    expect(waiting.items.map((r) => [`${r.recommender?.firstName} ${r.recommender?.lastName}`, r.workCategory.title])).toEqual([
      ['Amelia Clarke', 'Plumbing'],
    ]);
    expect(await tradesperson.business.checkApplicability({ query: { recommendationId: waiting.items[0]!.id } })).toEqual({
      applicable: true,
      reason: null,
    });
  });

  test('shows its accepted recommendations on its profile, one for each recommender listed', async () => {
    const anyone = anonymousClient(server);
    const profile = await anyone.business.getById({ params: { id: businessId } });
    const recommenders = await anyone.business.getRecommenders({ params: { id: businessId }, query: { limit: 50 } });
    expect(profile.recommendationCount).toBeGreaterThan(0);
    expect(recommenders.items).toHaveLength(profile.recommendationCount);
    expect(recommenders.items.map((r) => r.user.firstName)).not.toContain('Amelia');
  });

  test("has one review under dispute, waiting first in the operators' queue, and an older rejected one", async () => {
    const queue = await admin.admin.getReviewDisputes({ query: {} });
    expect(queue.items.map((d) => [d.status, d.business.name, d.reason])).toEqual([
      ['PENDING', BUSINESS, 'Misleading or false information'],
      ['REJECTED', BUSINESS, 'Off-topic or not local'],
    ]);
    const [waiting] = queue.items;
    expect(waiting).toMatchObject({ seen: false, customerResponse: null, decidedAt: null });
    expect(waiting!.comment).toMatch(/no record of this job/);
    expect((await admin.admin.getReviewDisputes({ query: { status: 'PENDING' } })).items).toHaveLength(1);

    const reviews = await anonymousClient(server).business.getReviews({ params: { id: businessId }, query: { limit: 50 } });
    const underDispute = reviews.items.filter((r) => r.disputeStatus === 'PENDING');
    expect(underDispute.map((r) => [r.id, r.hiddenReason])).toEqual([[waiting!.reviewId, null]]);
    expect(underDispute[0]!.reviewer.firstName).not.toBe('Amelia');

    const reviewer = await signInById(underDispute[0]!.reviewer.id);
    expect(await reviewer.work.getUnseenReviewDisputeCount()).toEqual({ count: 1 });
    const raised = (await allNotifications(reviewer)).find((n) => meta(n)['disputeId'] === waiting!.id);
    expect(raised).toMatchObject({ actionType: 'REVIEW_DISPUTE', read: false, metaData: { kind: 'REVIEW_DISPUTE_RAISED' } });
  });
});

describe('search', () => {
  test('sorts by recommendations with real counts', async () => {
    const found = await anonymousClient(server).business.search({ body: { place: 'London', sort: 'Most Recommended', limit: 30 } });
    const counts = found.items.map((b) => b.recommendationCount);
    expect(counts[0]).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('seeded notices read like the ones the server writes', () => {
  test('when a business accepts a recommendation', async () => {
    const seeded = (await allNotifications(customer)).find((n) => n.actionType === 'RECOMMENDATION_ACCEPTED')!;
    const seededBusiness = seeded.message.replace(' accepted your recommendation.', '');
    // Her seeded paused reward: she still has a finished job to review, so the new one is paused too.
    const seededReward = (await allNotifications(customer)).find((n) => n.actionType === 'REWARD_EARNED' && !n.read)!;
    const before = (await anonymousClient(server).business.getById({ params: { id: businessId } })).recommendationCount;
    const [waiting] = (await tradesperson.business.getPendingRecommendations({ params: { id: businessId }, query: {} })).items;
    await tradesperson.recommendations.respond({ params: { id: waiting!.id }, body: { status: 'ACCEPTED' } });

    const after = await allNotifications(customer);
    const fresh = after.find((n) => n.actionType === 'RECOMMENDATION_ACCEPTED')!;
    expect(shapeOf(fresh, [BUSINESS])).toEqual(shapeOf(seeded, [seededBusiness]));
    const freshReward = after.find((n) => n.actionType === 'REWARD_EARNED')!;
    expect(shapeOf(freshReward, [BUSINESS])).toEqual(shapeOf(seededReward, [seededReward.message.slice('You earned £5.00: '.length).split(' accepted your recommendation.')[0]!]));
    expect(await customer.notifications.getUnreadCount({ query: {} })).toMatchObject({ count: 6 + (await unreadCommunity(customer)) });
    expect((await anonymousClient(server).business.getById({ params: { id: businessId } })).recommendationCount).toBe(before + 1);
  });

  test('when someone accepts a connection request', async () => {
    const seeded = (await allNotifications(customer)).find((n) => n.actionType === 'CONNECTION_ACCEPTED')!;
    const [request] = (await customer.connections.getAllPending({ query: {} })).items;
    await customer.connections.update({ body: { connectionId: request!.id, status: 'ACCEPTED' } });

    const [fresh] = await allNotifications(await signInById(request!.user.id));
    expect(meta(fresh!)['connectionId']).toBe(request!.id);
    expect(shapeOf(fresh!, [fullName(fresh!)])).toEqual(shapeOf(seeded, [fullName(seeded)]));
  });

  test('when a business disputes a review, the reviewer answers and an operator rejects it', async () => {
    const [waiting, rejected] = (await admin.admin.getReviewDisputes({ query: {} })).items;
    const seededReviewer = await signInById(waiting!.review.reviewer.id);
    const seededRaised = (await allNotifications(seededReviewer)).find((n) => meta(n)['disputeId'] === waiting!.id)!;
    const seededForOwner = await allNotifications(tradesperson);
    const seededOwnerNotice = (kind: string) => seededForOwner.find((n) => meta(n)['disputeId'] === rejected!.id && meta(n)['kind'] === kind)!;
    const rejectedReviewer = await signInById(rejected!.review.reviewer.id);
    const seededDecided = (await allNotifications(rejectedReviewer)).find(
      (n) => meta(n)['disputeId'] === rejected!.id && meta(n)['kind'] === 'REVIEW_DISPUTE_DECIDED',
    )!;

    const reviews = await tradesperson.business.getReviews({ params: { id: businessId }, query: { limit: 50 } });
    const target = reviews.items.find((r) => r.disputeStatus === null)!;
    const dispute = await tradesperson.business.createReviewDispute({
      body: { reviewId: target.id, reason: waiting!.reason, comment: 'We cannot find this job in our bookings.' },
    });
    const reviewer = await signInById(target.reviewer.id);
    const [raised] = await allNotifications(reviewer);
    expect(shapeOf(raised!, [])).toEqual(shapeOf(seededRaised, []));

    await reviewer.business.updateReviewDispute({ body: { disputeId: dispute.id, response: 'You fixed our boiler last March.' } });
    const [answered] = await allNotifications(tradesperson);
    const reasons = [waiting!.reason, rejected!.reason];
    expect(shapeOf(answered!, reasons)).toEqual(shapeOf(seededOwnerNotice('REVIEW_DISPUTE_ANSWERED'), reasons));

    await admin.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'REJECTED', reason: 'Checked against the job records.' } });
    const [decidedForOwner] = await allNotifications(tradesperson);
    const [decidedForReviewer] = await allNotifications(reviewer);
    expect(shapeOf(decidedForOwner!, [])).toEqual(shapeOf(seededOwnerNotice('REVIEW_DISPUTE_DECIDED'), []));
    expect(shapeOf(decidedForReviewer!, [])).toEqual(shapeOf(seededDecided, []));
  });
});
