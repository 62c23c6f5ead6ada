import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, createClient, createMemoryStorage, PICTURE_ADDRESS_SENTENCE, type TradeshubClient } from '@tradeshub/sdk';
import { businesses, businessCategories, categories, userReviews, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { cellOf } from '../src/modules/business/geo.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const PASSWORD = 'correct horse battery';
const quiet = { warn: () => undefined };

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const db = () => server.database.db;

async function createUser(firstName: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db()
    .insert(users)
    .values({
      firstName,
      lastName: 'Tester',
      email: `${firstName.toLowerCase()}@example.co.uk`,
      phoneNumber: '07700 900123',
      passwordHash,
      emailVerifiedAt: new Date(),
      ...extra,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

async function createBusiness(ownerUserId: string) {
  const [category] = await db().select().from(categories).where(eq(categories.title, 'Plumbing'));
  const [business] = await db()
    .insert(businesses)
    .values({
      ownerUserId,
      name: 'Pipe Dreams Ltd',
      email: 'office@pipedreams.co.uk',
      phoneNumber: '0161 496 0000',
      address1: '1 Canal Street',
      locality: 'Manchester',
      postcode: 'M1 3HE',
      latitude: 53.4774,
      longitude: -2.2353,
      h3Cell: cellOf(53.4774, -2.2353),
    })
    .returning();
  if (!business || !category) throw new Error('business not created');
  await db().insert(businessCategories).values({ businessId: business.id, categoryId: category.id });
  await db().update(users).set({ role: 'TRADEPERSON' }).where(eq(users.id, ownerUserId));
  return business;
}

function clientAs(token: string | null): TradeshubClient {
  const storage = createMemoryStorage();
  if (token) storage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  return createClient({ baseUrl: server.baseUrl, storage, logger: quiet });
}

async function signedIn(userId: string) {
  return clientAs(await createSession(db(), userId));
}


const address = (address1: string, locality: string) => ({
  address1,
  locality,
  postcode: 'LS1 4AP',
  latitude: 53.8,
  longitude: -1.55,
});

const PRIVATE_FIELDS = ['emailAddress', 'phoneNumber', 'addresses', 'address1', 'communityRuleAccepted', 'addressIndex'];

describe('user profiles', () => {
  test('the own profile has contact details, addresses oldest first, flags and the chosen town', async () => {
    const ann = await createUser('Ann', { bio: 'I like tidy gardens.' });
    const client = await signedIn(ann.id);
    await client.user.createAddress({ body: address('1 Park Row', 'Leeds') });
    await client.user.createAddress({ body: address('2 Station Road', 'York') });
    await client.user.updateAddressIndex({ body: { addressIndex: 1 } });

    const profile = await client.user.getProfile({ query: {} });
    expect(profile).toMatchObject({
      id: ann.id,
      firstName: 'Ann',
      emailAddress: 'ann@example.co.uk',
      phoneNumber: '07700 900123',
      bio: 'I like tidy gardens.',
      locality: 'York',
      business: null,
      rating: { average: 0, count: 0 },
      communityRuleAccepted: false,
      isBoarded: false,
      hasSwitched: false,
      addressIndex: 1,
    });
    expect(profile.addresses?.map((a) => a.address1)).toEqual(['1 Park Row', '2 Station Road']);
    expect(await client.user.getProfile({ query: { userId: ann.id } })).toEqual(profile);
  });

  test("another user's profile, signed in or not, carries no contact details or address lines", async () => {
    const ann = await createUser('Ann');
    const bob = await createUser('Bob');
    await (await signedIn(bob.id)).user.createAddress({ body: address('9 Secret Lane', 'Bristol') });
    const annToken = await createSession(db(), ann.id);

    const responses = [
      await fetch(`${server.baseUrl}/backend-service/user/profile?userId=${bob.id}`, { headers: { authorization: `Bearer ${annToken}` } }),
      await fetch(`${server.baseUrl}/backend-service/public/user/profile?userId=${bob.id}`),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const field of PRIVATE_FIELDS) expect(text).not.toContain(field);
      expect(text).not.toContain('9 Secret Lane');
      expect(text).not.toContain('bob@example.co.uk');
      expect(JSON.parse(text).data).toMatchObject({ id: bob.id, firstName: 'Bob', locality: 'Bristol' });
    }
    const publicProfile = await clientAs(null).user.getProfile({ query: { userId: bob.id } });
    expect(publicProfile).toMatchObject({ id: bob.id, locality: 'Bristol' });
  });

  test('the public path needs a userId, and an unknown user is not found', async () => {
    const missingUserId = await failure(clientAs(null).user.getProfile({ query: {} }));
    expect(missingUserId.status).toBe(400);
    expect(missingUserId.message).toContain('userId');

    const ann = await createUser('Ann');
    const unknown = await failure((await signedIn(ann.id)).user.getProfile({ query: { userId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('We could not find that user.');
  });

  test("a tradesperson's profile shows their business and its town", async () => {
    const tom = await createUser('Tom');
    const business = await createBusiness(tom.id);
    const profile = await clientAs(null).user.getProfile({ query: { userId: tom.id } });
    expect(profile).toMatchObject({
      role: 'TRADEPERSON',
      locality: 'Manchester',
      business: { id: business.id, name: 'Pipe Dreams Ltd', locality: 'Manchester' },
    });
  });

  test("the business owner's profile: business contact details only for signed-in callers", async () => {
    const tom = await createUser('Tom');
    const ann = await createUser('Ann');
    const business = await createBusiness(tom.id);

    const response = await fetch(`${server.baseUrl}/backend-service/public/user/business-user-profile?businessId=${business.id}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    for (const field of [...PRIVATE_FIELDS, 'office@pipedreams.co.uk', 'businessPhoneNumber', 'Canal Street', 'serviceId']) {
      expect(text).not.toContain(field);
    }
    expect(JSON.parse(text).data).toMatchObject({
      user: { id: tom.id, firstName: 'Tom' },
      business: { id: business.id, ownerId: tom.id, categories: [{ title: 'Plumbing' }], locality: 'Manchester' },
    });

    const signedInView = await (await signedIn(ann.id)).user.getBusinessUserProfile({ query: { businessId: business.id } });
    expect(signedInView.business).toMatchObject({ email: 'office@pipedreams.co.uk', location: { address1: '1 Canal Street' } });
    expect(signedInView.user).not.toHaveProperty('emailAddress');

    const unknown = await failure(clientAs(null).user.getBusinessUserProfile({ query: { businessId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
  });

  test('update-profile changes only the fields sent', async () => {
    const ann = await createUser('Ann', { bio: 'Old bio' });
    const client = await signedIn(ann.id);
    const updated = await client.user.updateProfile({ body: { lastName: 'Smith', profileImageUrl: 'https://img.example/ann.png' } });
    expect(updated).toMatchObject({
      firstName: 'Ann',
      lastName: 'Smith',
      bio: 'Old bio',
      phoneNumber: '07700 900123',
      profileImageUrl: 'https://img.example/ann.png',
    });
    const cleared = await client.user.updateProfile({ body: { bio: '', profileImageUrl: null, phoneNumber: '07700 900456' } });
    expect(cleared).toMatchObject({ lastName: 'Smith', bio: null, profileImageUrl: null, phoneNumber: '07700 900456' });
  });

  test.each([
    ['a script', 'javascript:alert(document.cookie)'],
    ['a data: address', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['another site without a scheme', '//evil.example/ann.png'],
    ['another site behind a backslash', '/\\evil.example/ann.png'],
  ])('update-profile refuses %s as the picture with a sentence, and keeps the old one', async (_, picture) => {
    const ann = await createUser('Ann', { avatarUrl: 'https://img.example/ann.png' });
    const response = await fetch(`${server.baseUrl}/backend-service/user/update-profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await createSession(db(), ann.id)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profileImageUrl: picture }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(`profileImageUrl: ${PICTURE_ADDRESS_SENTENCE}`);
    const [stored] = await db().select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, ann.id));
    expect(stored?.avatarUrl).toBe('https://img.example/ann.png');
  });

  test('update-profile takes a picture uploaded to Tradeshub by its path', async () => {
    const ann = await createUser('Ann');
    const updated = await (await signedIn(ann.id)).user.updateProfile({ body: { profileImageUrl: '/files/avatars/ann.png' } });
    expect(updated.profileImageUrl).toBe('/files/avatars/ann.png');
  });

  test('the community-rules and onboarding flags persist on the account', async () => {
    const ann = await createUser('Ann');
    const client = clientAs(null);
    await client.signIn({ emailAddress: 'ann@example.co.uk', password: PASSWORD });
    expect(await client.user.updateCommunityRuleAccepted({ body: { accepted: true } })).toEqual({ communityRuleAccepted: true });
    expect(await client.user.updateIsBoarded({ body: { isBoarded: true } })).toEqual({ isBoarded: true });
    expect(await client.auth.me()).toMatchObject({ id: ann.id, communityRuleAccepted: true, isBoarded: true });
    await client.user.updateIsBoarded({ body: { isBoarded: false } });
    expect(await client.auth.me()).toMatchObject({ isBoarded: false });
  });

  test("moving the business updates its address and its map cell; without a business there is nothing to move", async () => {
    const tom = await createUser('Tom');
    const business = await createBusiness(tom.id);
    const client = await signedIn(tom.id);
    const moved = await client.user.updateBusinessAddress({
      body: { address1: '10 Deansgate', locality: 'Leeds', postcode: 'LS1 4AP', latitude: 53.7997, longitude: -1.5492 },
    });
    expect(moved).toEqual({
      address1: '10 Deansgate',
      address2: null,
      locality: 'Leeds',
      postcode: 'LS1 4AP',
      country: 'United Kingdom',
      latitude: 53.7997,
      longitude: -1.5492,
    });
    const [stored] = await db().select().from(businesses).where(eq(businesses.id, business.id));
    expect(stored?.h3Cell).toBe(cellOf(53.7997, -1.5492));
    expect(stored?.h3Cell).not.toBe(business.h3Cell);

    const ann = await createUser('Ann');
    const noBusiness = await failure((await signedIn(ann.id)).user.updateBusinessAddress({ body: address('1 Park Row', 'Leeds') }));
    expect([noBusiness.status, noBusiness.code]).toEqual([403, 'BUSINESS_REQUIRED']);
    expect(noBusiness.message).toContain('not registered a business');
  });
});

describe("a customer's rating and reviews from businesses", () => {
  test('lists reviews newest first a page at a time, with the average and count', async () => {
    const ann = await createUser('Ann');
    const tom = await createUser('Tom');
    const business = await createBusiness(tom.id);
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const written = [
      { rating: 5, text: 'Lovely to work for', createdAt: day(1) },
      { rating: 4, text: 'Paid on time', createdAt: day(3) },
      { rating: 2, text: 'Changed plans twice', createdAt: day(2) },
    ];
    for (const review of written) {
      await db().insert(userReviews).values({ userId: ann.id, businessId: business.id, serviceContractId: crypto.randomUUID(), ...review });
    }
    const client = await signedIn(tom.id);

    const first = await client.user.getRatingAndReviews({ query: { userId: ann.id, limit: 2 } });
    expect(first.rating).toEqual({ average: 3.67, count: 3 });
    expect(first.reviews.items.map((r) => r.comment)).toEqual(['Paid on time', 'Changed plans twice']);
    expect(first.reviews.items[0]?.business).toEqual({ id: business.id, name: 'Pipe Dreams Ltd' });
    expect(first.reviews.nextCursor).not.toBeNull();

    const second = await client.user.getRatingAndReviews({ query: { userId: ann.id, limit: 2, cursor: first.reviews.nextCursor ?? '' } });
    expect(second.reviews.items.map((r) => r.comment)).toEqual(['Lovely to work for']);
    expect(second.reviews.nextCursor).toBeNull();

    expect(await client.user.getProfile({ query: { userId: ann.id } })).toMatchObject({ rating: { average: 3.67, count: 3 } });

    const badCursor = await failure(client.user.getRatingAndReviews({ query: { userId: ann.id, cursor: 'nonsense' } }));
    expect(badCursor.status).toBe(400);
    const unknown = await failure(client.user.getRatingAndReviews({ query: { userId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
  });
});

describe('private user paths', () => {
  const someone = '00000000-0000-4000-8000-000000000000';
  const place = { address1: '1 Park Row', locality: 'Leeds', postcode: 'LS1 4AP', latitude: 53.8, longitude: -1.55 };
  // Valid bodies, so the 401 is about the missing token and nothing else.
  test.each([
    ['GET', '/backend-service/user/profile', undefined],
    ['GET', `/backend-service/user/business-user-profile?businessId=${someone}`, undefined],
    ['PATCH', '/backend-service/user/update-profile', { firstName: 'Ann' }],
    ['PATCH', '/backend-service/user/update-community-rule-accepted', { accepted: true }],
    ['PATCH', '/backend-service/user/update-is-boarded', { isBoarded: true }],
    ['PATCH', '/backend-service/user/update-business-address', place],
    ['PATCH', '/backend-service/user/update-user-address-index', { addressIndex: 0 }],
    ['GET', `/backend-service/user/get-user-rating-and-reviews?userId=${someone}`, undefined],
    ['GET', '/backend-service/user/address', undefined],
    ['POST', '/backend-service/user/address', place],
    ['PATCH', `/backend-service/user/address/${someone}`, { locality: 'York' }],
    ['DELETE', `/backend-service/user/address/${someone}`, undefined],
    ['POST', '/backend-service/user/address/find-grids', { latitude: 53.8, longitude: -1.55, radiusInMeter: 1000 }],
    ['POST', '/backend-service/user-block/block', { userId: someone }],
  ])('%s %s answers 401 without a token', async (method, path, body) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });
});
