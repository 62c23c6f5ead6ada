import { CATEGORIES, UK_PHONE_PATTERN } from '@tradeshub/sdk';
import { isValid as isValidPostcode } from 'postcode';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/client.js';
import { businesses, contentItems, reviews, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/auth/secrets.js';
import { recomputeBusinessRatings } from '../src/modules/reviews/ratings.js';
import { BUSINESSES_PER_COMMON_TRADE, COMMON_TRADES } from '../src/seed/demo-businesses.js';
import { buildDemoData, DEMO_ACCOUNTS, seedIfEmpty, seedReferenceData, TEMPLATE_KEYS } from '../src/seed/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { clientFor } from './clients.js';

async function signInAs(emailAddress: string) {
  const client = clientFor(server);
  const state = await client.signIn({ emailAddress, password: DEMO_ACCOUNTS.customer.password });
  return { client, userId: state.userInfo!.id };
}

let server: TestServer;
let db: Database;
let seeded: boolean;
const silent = { info: () => undefined };

/** The trust notices, leaving out those of the demo community (its own tests below count them). */
const NOT_COMMUNITY = "coalesce(meta_data->>'kind', '') NOT LIKE 'COMMUNITY%'";

async function rows<T>(text: string): Promise<T[]> {
  return server.database.query<T>(text);
}

async function referenceCounts() {
  const [counts] = await rows<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM settings) AS settings,
           (SELECT count(*)::int FROM templates) AS templates, (SELECT count(*)::int FROM content_items) AS content`);
  return counts;
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await seedReferenceData(db);
  seeded = await seedIfEmpty(db, silent);
});
afterAll(async () => server?.close());

describe('reference data', () => {
  test('seeding it again adds nothing', async () => {
    const before = await referenceCounts();
    await seedReferenceData(db);
    expect(await referenceCounts()).toEqual(before);
    expect(before).toMatchObject({ categories: 24, settings: 4 });
  });

  test('has the 24 categories in the vocabulary order with kebab-case slugs', async () => {
    const found = await rows<{ title: string; slug: string }>('SELECT title, slug FROM categories ORDER BY position');
    expect(found.map((c) => c.title)).toEqual([...CATEGORIES]);
    expect(found.find((c) => c.title === 'Painting & Decorating')?.slug).toBe('painting-and-decorating');
    for (const { slug } of found) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('has every template and the community rules item the hub looks up', async () => {
    const keys = (await rows<{ key: string }>('SELECT key FROM templates')).map((t) => t.key);
    expect(keys.sort()).toEqual(Object.values(TEMPLATE_KEYS).sort());
    const [rules] = await rows<{ slug: string; body: string }>(`SELECT slug, body FROM content_items WHERE title = 'CommunityRules'`);
    expect(rules?.slug).toBe('community-rules');
    expect(rules?.body).toMatch(/Be relevant[\s\S]*Be helpful and respectful[\s\S]*Be safe/);
    const [settings] = await rows<{ value: unknown }>(`SELECT value FROM settings WHERE key = 'commissionRate'`);
    expect(settings?.value).toBe(4);
  });

  test("keeps an operator's edit to a page when seeded again", async () => {
    await db.update(contentItems).set({ body: 'Edited by an operator.' }).where(eq(contentItems.slug, 'faq'));
    await seedReferenceData(db);
    const [faq] = await db.select({ body: contentItems.body }).from(contentItems).where(eq(contentItems.slug, 'faq'));
    expect(faq?.body).toBe('Edited by an operator.');
  });
});

describe('demo data', () => {
  test('is added to an empty database once', async () => {
    expect(seeded).toBe(true);
    const [before] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(await seedIfEmpty(db, silent)).toBe(false);
    const [after] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after?.n).toBe(before?.n);
  });

  test('has businesses in every category across many towns, each with a category', async () => {
    const [stats] = await rows<{ businesses: number; categories: number; localities: number; uncategorised: number; customers: number }>(`
      SELECT (SELECT count(*)::int FROM businesses) AS businesses,
             (SELECT count(DISTINCT category_id)::int FROM business_categories) AS categories,
             (SELECT count(DISTINCT locality)::int FROM businesses) AS localities,
             (SELECT count(*)::int FROM businesses b WHERE NOT EXISTS (SELECT 1 FROM business_categories bc WHERE bc.business_id = b.id)) AS uncategorised,
             (SELECT count(*)::int FROM users WHERE role = 'CUSTOMER') AS customers`);
    expect(stats?.businesses).toBeGreaterThanOrEqual(200);
    expect(stats?.categories).toBe(24);
    expect(stats?.localities).toBeGreaterThanOrEqual(10);
    expect(stats?.uncategorised).toBe(0);
    expect(stats?.customers).toBeGreaterThanOrEqual(60);
  });

  test('gives businesses and addresses real UK postcodes and phone numbers the forms accept', async () => {
    const places = await rows<{ postcode: string; phone: string | null }>(`
      SELECT postcode, phone_number AS phone FROM businesses UNION ALL SELECT postcode, NULL FROM addresses`);
    expect(places.filter((p) => !isValidPostcode(p.postcode))).toEqual([]);
    expect(places.filter((p) => p.phone !== null && !UK_PHONE_PATTERN.test(p.phone))).toEqual([]);
  });

  test('rates every review 1 to 5 on all six dimensions, and leaves some businesses unreviewed', async () => {
    const [range] = await rows<{ low: number; high: number; unreviewed: number }>(`
      SELECT least(min(overall), min(price), min(punctuality), min(cleanliness), min(quality), min(friendliness)) AS low,
             greatest(max(overall), max(price), max(punctuality), max(cleanliness), max(quality), max(friendliness)) AS high,
             (SELECT count(*)::int FROM businesses WHERE review_count = 0) AS unreviewed
      FROM reviews`);
    expect(range).toMatchObject({ low: 1, high: 5 });
    expect(range?.unreviewed).toBeGreaterThan(0);
  });

  test("stores each business's rating aggregates as the average of its reviews", async () => {
    const mismatched = await rows<{ name: string }>(`
      SELECT b.name FROM businesses b
      LEFT JOIN (SELECT business_id, count(*) AS n, avg(overall) AS overall, avg(price) AS price, avg(quality) AS quality,
                        avg(punctuality) AS punctuality, avg(cleanliness) AS cleanliness, avg(friendliness) AS friendliness
                 FROM reviews WHERE hidden_reason IS NULL GROUP BY business_id) r ON r.business_id = b.id
      WHERE b.review_count <> coalesce(r.n, 0)
         OR abs(b.rating_overall - coalesce(r.overall, 0)) > 0.006 OR abs(b.rating_price - coalesce(r.price, 0)) > 0.006
         OR abs(b.rating_quality - coalesce(r.quality, 0)) > 0.006 OR abs(b.rating_punctuality - coalesce(r.punctuality, 0)) > 0.006
         OR abs(b.rating_cleanliness - coalesce(r.cleanliness, 0)) > 0.006 OR abs(b.rating_friendliness - coalesce(r.friendliness, 0)) > 0.006`);
    expect(mismatched).toEqual([]);
  });

  test.each(Object.entries(DEMO_ACCOUNTS))('signs in the demo %s with the shared password', async (_, account) => {
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    expect(user?.role).toBe(account.role);
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
  });

  test('gives every town several businesses in each common trade, most of them reviewed and recommended', async () => {
    const counts = await rows<{ locality: string; trade: string; offering: number; trusted: number }>(`
      SELECT b.locality, c.title AS trade, count(*)::int AS offering,
             count(*) FILTER (WHERE b.review_count > 0 AND b.recommendation_count > 0)::int AS trusted
      FROM businesses b JOIN business_categories bc ON bc.business_id = b.id JOIN categories c ON c.id = bc.category_id
      GROUP BY b.locality, c.title`);
    const towns = [...new Set(counts.map((c) => c.locality))];
    const thin = towns.flatMap((town) =>
      COMMON_TRADES.filter((trade) => (counts.find((c) => c.locality === town && c.trade === trade)?.offering ?? 0) < BUSINESSES_PER_COMMON_TRADE).map(
        (trade) => `${trade} in ${town}`,
      ),
    );
    expect(thin).toEqual([]);
    const common = counts.filter((c) => (COMMON_TRADES as readonly string[]).includes(c.trade));
    const trusted = common.reduce((sum, c) => sum + c.trusted, 0) / common.reduce((sum, c) => sum + c.offering, 0);
    expect(trusted).toBeGreaterThan(0.5);
  });

  test('finds several plumbers for a search in Bath within the default 21 miles', async () => {
    const found = await clientFor(server).business.search({ body: { category: 'Plumbing', latitude: 51.3813, longitude: -2.359, limit: 50 } });
    expect(found.items.length).toBeGreaterThanOrEqual(3);
    expect(found.items.every((b) => (b.distanceMiles ?? Infinity) <= 21)).toBe(true);
  });

  test("gives the demo tradesperson a reviewed plumbing and kitchen business in London", async () => {
    const [business] = await rows<{ name: string; locality: string; review_count: number; categories: string[] }>(`
      SELECT b.name, b.locality, b.review_count, array_agg(c.title ORDER BY c.position) AS categories
      FROM businesses b JOIN users u ON u.id = b.owner_user_id
      JOIN business_categories bc ON bc.business_id = b.id JOIN categories c ON c.id = bc.category_id
      WHERE u.email = '${DEMO_ACCOUNTS.tradesperson.email}' GROUP BY b.id`);
    expect(business).toMatchObject({ name: 'Clarke & Patel Plumbing', locality: 'London', categories: ['Plumbing', 'Kitchen fitter'] });
    expect(business?.review_count).toBeGreaterThan(0);
  });

  test('opens /messages on a conversation between the demo customer and tradesperson, its last message waiting', async () => {
    const customer = await signInAs(DEMO_ACCOUNTS.customer.email);
    const tradesperson = await signInAs(DEMO_ACCOUNTS.tradesperson.email);
    const list = await customer.client.chat.getConversations({ query: { userId: customer.userId } });
    expect(list.items).toHaveLength(1);
    const [conversation] = list.items;
    // Ravi's reply, then his quote for the tap.
    expect(conversation!.unseenMessages).toBe(2);
    const thread = await tradesperson.client.chat.getConversationById({ params: { id: conversation!.id } });
    expect(thread!.messages[0]).toMatchObject({ type: 'QUOTE', senderId: tradesperson.userId });
    expect(thread!.messages.map((m) => [m.seen, m.delivered])).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  test('is the same every time it is built, trust data included', () => {
    const options = { now: new Date('2026-06-01T12:00:00Z'), passwordHash: 'hash', categoryIds: new Map(CATEGORIES.map((t, i) => [t, `id-${i}`])) };
    const built = buildDemoData(options);
    expect(built.trust.recommendations.length).toBeGreaterThan(400);
    expect(built).toEqual(buildDemoData(options));
  });
});

describe('demo trust data', () => {
  test('gives most businesses a few accepted recommendations, in categories they offer, and counts them', async () => {
    const [spread] = await rows<{ accepted: number; businesses: number; unrecommended: number; outside: number }>(`
      SELECT (SELECT count(*)::int FROM recommendations WHERE status = 'ACCEPTED') AS accepted,
             (SELECT count(*)::int FROM businesses) AS businesses,
             (SELECT count(*)::int FROM businesses WHERE recommendation_count = 0) AS unrecommended,
             (SELECT count(*)::int FROM recommendations r WHERE NOT EXISTS (
                SELECT 1 FROM business_categories bc WHERE bc.business_id = r.business_id AND bc.category_id = r.category_id)) AS outside`);
    expect(spread!.accepted / spread!.businesses).toBeGreaterThan(1.5);
    expect(spread!.accepted / spread!.businesses).toBeLessThan(4);
    expect(spread!.unrecommended).toBeGreaterThan(0);
    expect(spread!.unrecommended).toBeLessThan(spread!.businesses / 3);
    expect(spread!.outside).toBe(0);
    const miscounted = await rows<{ name: string }>(`
      SELECT b.name FROM businesses b
      WHERE b.recommendation_count <> (SELECT count(*) FROM recommendations r
                                       WHERE r.business_id = b.id AND r.status = 'ACCEPTED' AND r.revoked_at IS NULL)`);
    expect(miscounted).toEqual([]);
  });

  test('keeps the rules the API enforces on recommendations and connections', async () => {
    const broken = await rows<{ rule: string; id: string }>(`
      SELECT 'two standing for one category' AS rule, min(id::text) AS id FROM recommendations
        WHERE revoked_at IS NULL AND status IN ('PENDING', 'ACCEPTED') GROUP BY recommender_user_id, business_id, category_id HAVING count(*) > 1
      UNION ALL SELECT 'own business or own referral', r.id::text FROM recommendations r JOIN businesses b ON b.id = r.business_id
        WHERE r.recommender_user_id = b.owner_user_id OR r.referred_by_user_id = r.recommender_user_id
      UNION ALL SELECT 'not by a customer', r.id::text FROM recommendations r JOIN users u ON u.id = r.recommender_user_id WHERE u.role <> 'CUSTOMER'
      UNION ALL SELECT 'answered out of order', id::text FROM recommendations
        WHERE (status = 'PENDING') <> (responded_at IS NULL) OR responded_at < created_at OR updated_at < created_at
      UNION ALL SELECT 'referrer had not recommended it first', r.id::text FROM recommendations r
        WHERE r.referred_by_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM recommendations e
          WHERE e.business_id = r.business_id AND e.recommender_user_id = r.referred_by_user_id AND e.created_at < r.created_at)
      UNION ALL SELECT 'recommendation between a blocked pair', r.id::text FROM recommendations r JOIN businesses b ON b.id = r.business_id
        JOIN user_blocks ub ON (ub.blocker_id, ub.blocked_id) IN ((r.recommender_user_id, b.owner_user_id), (b.owner_user_id, r.recommender_user_id))
      UNION ALL SELECT 'two connections for one pair', min(id::text) FROM user_connections
        GROUP BY least(sender_id, receiver_id), greatest(sender_id, receiver_id) HAVING count(*) > 1
      UNION ALL SELECT 'connection between a blocked pair', c.id::text FROM user_connections c
        JOIN user_blocks ub ON (ub.blocker_id, ub.blocked_id) IN ((c.sender_id, c.receiver_id), (c.receiver_id, c.sender_id))
      UNION ALL SELECT 'answered request still unseen', id::text FROM user_connections WHERE status <> 'PENDING' AND NOT seen`);
    expect(broken).toEqual([]);
  });

  test('credits each referred customer to the first person whose link they followed', async () => {
    const [referred] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE referred_by_user_id IS NOT NULL');
    expect(referred?.n).toBeGreaterThan(0);
    const wrong = await rows<{ id: string }>(`
      SELECT u.id FROM users u
      WHERE u.referred_by_user_id IS DISTINCT FROM (SELECT r.referred_by_user_id FROM recommendations r
        WHERE r.recommender_user_id = u.id AND r.referred_by_user_id IS NOT NULL ORDER BY r.created_at LIMIT 1)`);
    expect(wrong).toEqual([]);
  });

  test('gives the demo customer recommendations, connections and notices, and queues no copies of seeded notices', async () => {
    const [amelia] = await rows<Record<string, unknown>>(`
      WITH me AS (SELECT id FROM users WHERE email = '${DEMO_ACCOUNTS.customer.email}')
      SELECT (SELECT array_agg(r.status || ' ' || b.name ORDER BY r.status, b.name) FROM recommendations r JOIN businesses b ON b.id = r.business_id
                WHERE r.recommender_user_id = (SELECT id FROM me) AND r.status = 'PENDING') AS pending,
             (SELECT count(*)::int FROM recommendations WHERE recommender_user_id = (SELECT id FROM me) AND status = 'ACCEPTED') AS accepted,
             (SELECT count(*)::int FROM reviews WHERE author_user_id = (SELECT id FROM me)) > 0 AS has_reviews,
             (SELECT count(*)::int FROM user_connections WHERE (SELECT id FROM me) IN (sender_id, receiver_id) AND status = 'ACCEPTED') AS connections,
             (SELECT count(*)::int FROM user_connections WHERE receiver_id = (SELECT id FROM me) AND status = 'PENDING' AND NOT seen) AS unseen_requests,
             (SELECT count(*)::int FROM notifications WHERE user_id = (SELECT id FROM me) AND NOT read AND ${NOT_COMMUNITY}) AS unread,
             (SELECT count(*)::int FROM notifications WHERE user_id = (SELECT id FROM me) AND read AND ${NOT_COMMUNITY}) AS read,
             (SELECT count(*)::int FROM notification_copies) AS copies`);
    expect(amelia).toEqual({
      pending: [`PENDING ${DEMO_ACCOUNTS.tradesperson.businessName}`],
      accepted: 3,
      has_reviews: true,
      connections: 3,
      unseen_requests: 1,
      // Her three recommendations' rewards told her too: the paused one is unread.
      unread: 4,
      read: 6,
      copies: 0,
    });
  });

  test('gives the demo customer and tradesperson a work in every state worth showing, and other businesses finished jobs', async () => {
    const customer = await signInAs(DEMO_ACCOUNTS.customer.email);
    const tradesperson = await signInAs(DEMO_ACCOUNTS.tradesperson.email);
    const hers = await customer.client.work.getAll({ body: { customerId: customer.userId, includeOpenContracts: true } });
    expect(hers.items.map((w) => [w.status, w.paymentStatus])).toEqual([
      ['OPEN', 'OPEN'],
      ['AGREED', 'OPEN'],
      ['INDEPENDENT_ASSESSMENT', 'OPEN'],
      ['IN_PROGRESS', 'REQUESTED'],
      ['IN_PROGRESS', 'OPEN'],
      ['COMPLETED_PENDING', 'LATE'],
      ['COMPLETED', 'PAID'],
      ['COMPLETED', 'PAID'],
    ]);
    expect(hers.items.find((w) => w.paymentStatus === 'LATE')!.payments[0]!.lateChargePence).toBeGreaterThan(0);
    const kitchen = hers.items.find((w) => w.pendingChangeSetId !== null)!;
    expect((await tradesperson.client.work.getChangeSets({ params: { id: kitchen.id } }))[0]).toMatchObject({ status: 'REQUESTED', requestedBySide: 'CUSTOMER' });
    const completed = hers.items.find((w) => w.title === 'Fix the leaking toilet cistern')!;
    expect(await customer.client.business.getReviewByServiceContractId({ params: { id: completed.id } })).toMatchObject({ isVerifiedJob: true });
    for (const work of hers.items) expect(work.payments.reduce((sum, p) => sum + p.amountPence, 0)).toBe(work.totalPence);
    expect(await customer.client.work.getManageWorkNotificationsCount()).toEqual({ count: 2 });
    expect(await tradesperson.client.work.getManageWorkNotificationsCountForBusiness()).toEqual({ count: 1 });
    const [others] = await rows<{ finished: number; businesses: number }>(
      "SELECT count(*)::int AS finished, count(DISTINCT business_id)::int AS businesses FROM works WHERE status IN ('COMPLETED', 'CLOSED')",
    );
    expect(others!.businesses).toBeGreaterThan(30);
  });

  test('gives the demo customer rewards earned and one paused, held until she reviews a job finished 19 days ago', async () => {
    const customer = await signInAs(DEMO_ACCOUNTS.customer.email);
    const balance = await customer.client.rewards.getBalance();
    expect(balance).toMatchObject({ availablePence: 1000, pausedPence: 500 });
    expect(balance.pausedReason).toContain("Paused until you review 'Storm damage repairs at the back of the house'");
    const { items } = await customer.client.rewards.getEntries({ query: {} });
    expect(items.map((e) => [e.kind, e.state, e.amountPence])).toEqual([
      ['RECOMMENDATION', 'PAUSED', 500],
      ['RECOMMENDATION', 'AVAILABLE', 500],
      ['RECOMMENDATION', 'AVAILABLE', 500],
    ]);
    expect(items[0]!.pausedReason).toBe(balance.pausedReason);
    expect(items.every((e) => e.reason.endsWith('accepted your recommendation.'))).toBe(true);
  });

  test('gives the demo tradesperson a verified sandbox account with paid stages in Accounts, and the demo customer a stage to pay', async () => {
    const customer = await signInAs(DEMO_ACCOUNTS.customer.email);
    const tradesperson = await signInAs(DEMO_ACCOUNTS.tradesperson.email);
    expect(await tradesperson.client.payments.getConnectedAccount()).toMatchObject({ status: 'VERIFIED', chargesEnabled: true, payoutsEnabled: true });
    expect(await tradesperson.client.payments.getExternalAccounts()).toHaveLength(1);
    const paid = await tradesperson.client.accounts.getPayments({ query: { status: 'PAID' } });
    expect(paid.items.length).toBeGreaterThan(0);
    expect(paid.items.every((item) => item.receiptId !== null && item.feeInvoiceId !== null && item.netPence! > 0)).toBe(true);
    expect((await tradesperson.client.accounts.getPayouts({ query: {} })).items).toHaveLength(paid.items.length);
    expect((await customer.client.accounts.getReceipts({ query: {} })).items.length).toBeGreaterThan(0);
    const hers = await customer.client.work.getAll({ body: { customerId: customer.userId, includeOpenContracts: true } });
    const requested = hers.items.flatMap((w) => w.payments).find((p) => p.status === 'REQUESTED')!;
    // Her £10.00 of rewards pays part of the platform fee on it (the test before this one saw them).
    const { creditPence } = await customer.client.rewards.getCheckoutCredit({ query: { scheduleItemId: requested.id } });
    expect(creditPence).toBe(1000);
    const session = await customer.client.payments.createCheckoutSession({ body: { scheduleItemId: requested.id } });
    expect(session).toMatchObject({ status: 'open', amountPence: requested.amountPence - creditPence });
    expect(await customer.client.rewards.getBalance()).toMatchObject({ availablePence: 0, pausedPence: 500 });
  });

  test("puts the demo customer's request for an assessment in the operators' Support queue to price, with an assessor near her, and keeps her stage to pay payable", async () => {
    const operator = await signInAs(DEMO_ACCOUNTS.admin.email);
    const customer = await signInAs(DEMO_ACCOUNTS.customer.email);
    const queue = await operator.client.admin.getSupportProposals({ query: { stage: 'AWAITING_PRICE' } });
    expect(queue.items).toHaveLength(1);
    const proposal = queue.items[0]!;
    expect(proposal).toMatchObject({
      type: 'INDEPENDENT_ASSESSMENT',
      stage: 'AWAITING_PRICE',
      work: { status: 'INDEPENDENT_ASSESSMENT', statusBefore: 'IN_PROGRESS', category: { title: 'Plumbing' } },
      customer: { email: DEMO_ACCOUNTS.customer.email },
      business: { name: DEMO_ACCOUNTS.tradesperson.businessName },
      requestedBy: { id: customer.userId },
    });
    const [work] = await rows<{ lock_status: string }>(`SELECT lock_status FROM works WHERE id = '${proposal.work.id}'`);
    expect(work!.lock_status).toBe('LOCKED');
    const assessors = await operator.client.admin.getEligibleAssessors({ params: { id: proposal.id } });
    expect(assessors.length).toBeGreaterThanOrEqual(1);
    // The payment she was asked for is on another job, which the hold does not touch.
    const hers = await customer.client.work.getAll({ body: { customerId: customer.userId, includeOpenContracts: true } });
    const shower = hers.items.find((w) => w.title === 'New en-suite shower')!;
    expect(shower.id).not.toBe(proposal.work.id);
    expect(shower.status).toBe('IN_PROGRESS');
  });

  test("puts one dispute of another customer's review of Clarke & Patel in the operators' queue", async () => {
    const disputes = await rows<{ status: string; seen: boolean; business: string; reviewer: string; recommends_it: boolean }>(`
      SELECT d.status, d.seen_by_customer AS seen, b.name AS business, u.email AS reviewer,
             EXISTS (SELECT 1 FROM recommendations x WHERE x.recommender_user_id = u.id AND x.business_id = b.id) AS recommends_it
      FROM review_disputes d JOIN reviews r ON r.id = d.review_id AND r.business_id = d.business_id
      JOIN businesses b ON b.id = d.business_id JOIN users u ON u.id = r.author_user_id
      WHERE d.status = 'PENDING'`);
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({ seen: false, business: DEMO_ACCOUNTS.tradesperson.businessName, recommends_it: false });
    expect(disputes[0]!.reviewer).not.toBe(DEMO_ACCOUNTS.customer.email);
  });
});

describe('demo community', () => {
  test('gives every demo town a few weeks of posts and job requests in several trades and budgets, with comments, replies and upvotes', async () => {
    const towns = await rows<{ locality: string; posts: number; jobs: number; oldest_days: number }>(`
      SELECT locality, count(*)::int AS posts, count(*) FILTER (WHERE type = 'JOB_REQUEST')::int AS jobs,
             extract(day FROM now() - min(created_at))::int AS oldest_days
      FROM community_posts WHERE locality IS NOT NULL GROUP BY locality`);
    const expected = new Set((await rows<{ locality: string }>('SELECT DISTINCT locality FROM businesses')).map((b) => b.locality));
    expect(new Set(towns.map((t) => t.locality))).toEqual(expected);
    for (const town of towns) {
      expect(town.posts, town.locality).toBeGreaterThanOrEqual(8);
      expect(town.jobs, town.locality).toBeGreaterThanOrEqual(3);
      expect(town.oldest_days, town.locality).toBeGreaterThanOrEqual(7);
    }
    const [spread] = await rows<Record<string, number>>(`
      SELECT (SELECT count(DISTINCT category_id)::int FROM community_posts WHERE type = 'JOB_REQUEST') AS trades,
             (SELECT count(DISTINCT budget_band)::int FROM community_posts WHERE type = 'JOB_REQUEST') AS bands,
             (SELECT count(*)::int FROM community_comments) AS comments, (SELECT count(*)::int FROM community_replies) AS replies,
             (SELECT count(*)::int FROM community_upvotes) AS upvotes,
             (SELECT count(*)::int FROM community_posts p WHERE upvote_count <> (SELECT count(*) FROM community_upvotes u WHERE u.item_kind = 'POST' AND u.item_id = p.id)
                OR comment_count <> (SELECT count(*) FROM community_comments c WHERE c.post_id = p.id)) AS miscounted`);
    expect(spread).toMatchObject({ bands: 4, miscounted: 0 });
    expect(spread!.trades).toBeGreaterThanOrEqual(8);
    expect(spread!.replies).toBeGreaterThan(50);
    expect(spread!.upvotes).toBeGreaterThan(spread!.comments ?? 0);
  });

  test('shows the demo tradesperson open plumbing job requests in London in Find a Job', async () => {
    const ravi = await signInAs(DEMO_ACCOUNTS.tradesperson.email);
    const feed = await ravi.client.community.getJobRequests({ query: { categoryId: (await rows<{ id: string }>("SELECT id FROM categories WHERE title = 'Plumbing'"))[0]!.id } });
    expect(feed.items.length).toBeGreaterThanOrEqual(4);
    expect(feed.items[0]).toMatchObject({ type: 'JOB_REQUEST', status: 'OPEN', locality: 'London', category: { title: 'Plumbing' } });
  });

  test('gives the demo customer a job request that two plumbers answered, with two replies, and the notices they made', async () => {
    const amelia = await signInAs(DEMO_ACCOUNTS.customer.email);
    const [mine] = (await amelia.client.community.getPosts({ query: { authorId: amelia.userId } })).items;
    expect(mine).toMatchObject({ type: 'JOB_REQUEST', status: 'OPEN', title: 'Leaking kitchen tap and new mixer', commentCount: 2 });
    const comments = (await amelia.client.community.getComments({ query: { postId: mine!.id } })).items;
    expect(comments.map((c) => c.author.role)).toEqual(['TRADEPERSON', 'TRADEPERSON']);
    // The thread under Ravi's answer: Amelia asks, Ravi answers.
    const ravis = comments.find((c) => c.author.firstName === 'Ravi')!;
    const replies = (await amelia.client.community.getReplies({ query: { commentId: ravis.id } })).items;
    expect(replies.map((r) => r.author.firstName)).toEqual(['Amelia', 'Ravi']);
    const notices = (await amelia.client.notifications.getAll({ query: { limit: 100 } })).items.map((n) => n.actionType);
    expect(notices.filter((t) => t === 'COMMENT')).toHaveLength(2);
    expect(notices.filter((t) => t === 'UPVOTE')).toHaveLength(1);
    expect((await amelia.client.community.getActivity({ query: {} })).items.map((a) => a.type)).toContain('POST');
  });
});

describe('recomputeBusinessRatings', () => {
  test('leaves hidden reviews out, and resets a business whose reviews are all hidden', async () => {
    const [target] = await rows<{ id: string }>(`SELECT business_id AS id FROM reviews GROUP BY business_id HAVING count(*) >= 3 LIMIT 1`);
    const businessId = target?.id ?? '';
    const [hidden] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.businessId, businessId)).limit(1);
    await db.update(reviews).set({ hiddenReason: 'Spam or self-promotion' }).where(eq(reviews.id, hidden?.id ?? ''));
    await recomputeBusinessRatings(db, [businessId]);

    const [visible] = await db
      .select({ n: sql<number>`count(*)::int`, overall: sql<string>`round(avg(${reviews.overall}), 2)` })
      .from(reviews)
      .where(and(eq(reviews.businessId, businessId), sql`${reviews.hiddenReason} IS NULL`));
    const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business?.reviewCount).toBe(visible?.n);
    expect(business?.ratingOverall).toBeCloseTo(Number(visible?.overall), 2);

    await db.update(reviews).set({ hiddenReason: 'Spam or self-promotion' }).where(eq(reviews.businessId, businessId));
    await recomputeBusinessRatings(db, [businessId]);
    const [emptied] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(emptied).toMatchObject({ reviewCount: 0, ratingOverall: 0, ratingPrice: 0, ratingFriendliness: 0 });
  });
});
