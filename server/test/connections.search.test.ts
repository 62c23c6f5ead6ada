import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { isApiError } from '@tradeshub/sdk';
import { businesses, categories, recommendations, userConnections, users } from '../src/db/schema/index.js';
import { cellOf } from '../src/modules/business/geo.js';
import { anonymousClient, call, createUser, MANCHESTER, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function person(firstName: string, lastName = 'Tester') {
  const user = await createUser(server, firstName);
  await server.database.db.update(users).set({ lastName }).where(eq(users.id, user.id));
  return user;
}

async function connected(a: TestUser, b: TestUser) {
  await server.database.db.insert(userConnections).values({ senderId: a.id, receiverId: b.id, status: 'ACCEPTED', seen: true });
}

async function searchNames(who: TestUser, name: string) {
  const page = await who.client.connections.searchUsersByName({ query: { name } });
  return page.items.map((u) => `${u.firstName} ${u.lastName}`).sort();
}

describe('searching people by name', () => {
  test('matches first, last or full name whatever the case, never the caller', async () => {
    const ann = await person('Ann', 'Clarke');
    await person('Amelia', 'Clarkson');
    await person('Bob', 'Annandale');
    await person('Carol', 'Smith');

    expect(await searchNames(ann, 'CLARK')).toEqual(['Amelia Clarkson']);
    expect(await searchNames(ann, 'ann')).toEqual(['Bob Annandale']);
    expect(await searchNames(ann, 'amelia clark')).toEqual(['Amelia Clarkson']);
    expect(await searchNames(ann, '%_')).toEqual([]);
  });

  test('leaves out people the caller blocked and people who blocked the caller', async () => {
    const ann = await person('Ann', 'Clarke');
    const blockedByAnn = await person('Sam', 'Blocked');
    const blockedAnn = await person('Sam', 'Blocker');
    await person('Sam', 'Free');
    await ann.client.user.block({ body: { userId: blockedByAnn.id } });
    await blockedAnn.client.user.block({ body: { userId: ann.id } });
    expect(await searchNames(ann, 'sam')).toEqual(['Sam Free']);
  });

  test('answers summaries only, one page at a time', async () => {
    const ann = await person('Ann', 'Clarke');
    await Promise.all(['Sam Able', 'Sam Baker', 'Sam Cole'].map((n) => person(...(n.split(' ') as [string, string]))));
    const first = await ann.client.connections.searchUsersByName({ query: { name: 'sam', limit: 2 } });
    expect(first.items.map((u) => u.lastName)).toEqual(['Able', 'Baker']);
    expect(Object.keys(first.items[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'profileImageUrl', 'role']);
    const second = await ann.client.connections.searchUsersByName({ query: { name: 'sam', limit: 2, cursor: first.nextCursor! } });
    expect(second).toMatchObject({ items: [{ lastName: 'Cole' }], nextCursor: null });
  });

  test('needs at least two letters and a signed-in caller', async () => {
    const ann = await person('Ann');
    const short = await call(server, 'GET', '/community-service/user-connection/search-users-by-name?name=a', { token: ann.token });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 2 letters');
    expect((await call(server, 'GET', '/community-service/user-connection/search-users-by-name?name=ann')).status).toBe(401);
  });
});

describe("a business's trusted connections", () => {
  async function businessOf(owner: TestUser) {
    const { db } = server.database;
    await db.update(users).set({ role: 'TRADEPERSON' }).where(eq(users.id, owner.id));
    const [business] = await db
      .insert(businesses)
      .values({
        ownerUserId: owner.id,
        name: 'Pennine Roofing',
        email: 'office@pennineroofing.co.uk',
        phoneNumber: '0161 496 0000',
        address1: '1 Deansgate',
        locality: 'Manchester',
        postcode: 'M3 1AZ',
        ...MANCHESTER,
        h3Cell: cellOf(MANCHESTER.latitude, MANCHESTER.longitude),
      })
      .returning({ id: businesses.id });
    return business!.id;
  }

  async function recommends(recommender: TestUser, businessId: string, status: 'ACCEPTED' | 'PENDING', revoked = false) {
    const [category] = await server.database.db.select({ id: categories.id }).from(categories).limit(1);
    await server.database.db.insert(recommendations).values({
      businessId,
      categoryId: category!.id,
      recommenderUserId: recommender.id,
      status,
      revokedAt: revoked ? new Date() : null,
    });
  }

  test("anyone sees the owner's connections as summaries; a viewer also sees which of theirs recommended it", async () => {
    const [owner, viewer, friend, pendingFriend, revokedFriend, stranger] = await Promise.all(
      ['Olive', 'Vera', 'Fred', 'Penny', 'Rita', 'Stan'].map((n) => person(n)),
    );
    const businessId = await businessOf(owner!);
    await connected(owner!, friend!);
    await connected(viewer!, owner!);
    for (const f of [friend!, pendingFriend!, revokedFriend!]) await connected(viewer!, f);
    await recommends(friend!, businessId, 'ACCEPTED');
    await recommends(pendingFriend!, businessId, 'PENDING');
    await recommends(revokedFriend!, businessId, 'ACCEPTED', true);
    await recommends(stranger!, businessId, 'ACCEPTED');
    await server.database.db.insert(userConnections).values({ senderId: stranger!.id, receiverId: owner!.id });

    const anonymous = await anonymousClient(server).connections.getBusinessTrustedConnections({ params: { businessId }, query: {} });
    expect(anonymous.connections.items.map((u) => u.firstName).sort()).toEqual(['Fred', 'Vera']);
    expect(anonymous).not.toHaveProperty('recommendedByYourConnections');

    const signedIn = await viewer!.client.connections.getBusinessTrustedConnections({ params: { businessId }, query: {} });
    expect(signedIn.recommendedByYourConnections.map((u) => u.firstName)).toEqual(['Fred']);
    expect(signedIn.connections.items).toHaveLength(2);
  });

  test('an unknown business is not found', async () => {
    const response = await call(server, 'GET', `/community-service/public/user-connection/get-business-trusted-connections/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    const error = await anonymousClient(server)
      .connections.getBusinessTrustedConnections({ params: { businessId: crypto.randomUUID() }, query: {} })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});
