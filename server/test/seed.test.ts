import { CATEGORIES, UK_PHONE_PATTERN } from '@tradeshub/sdk';
import { isValid as isValidPostcode } from 'postcode';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/client.js';
import { businesses, contentItems, reviews, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/auth/secrets.js';
import { recomputeBusinessRatings } from '../src/modules/reviews/ratings.js';
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
    expect(before).toMatchObject({ categories: 24, settings: 2 });
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
    expect(conversation!.unseenMessages).toBe(1);
    const thread = await tradesperson.client.chat.getConversationById({ params: { id: conversation!.id } });
    expect(thread!.messages.map((m) => [m.seen, m.delivered])).toEqual([
      [false, false],
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  test('is the same every time it is built', () => {
    const options = { now: new Date('2026-06-01T12:00:00Z'), passwordHash: 'hash', categoryIds: new Map(CATEGORIES.map((t, i) => [t, `id-${i}`])) };
    expect(buildDemoData(options)).toEqual(buildDemoData(options));
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
