import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications, userConnections, users } from '../src/db/schema/index.js';
import { call, createUser, type TestUser } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());


async function request(from: TestUser, to: TestUser, isTrustedConnection = false) {
  return from.client.connections.create({ body: { receiverId: to.id, isTrustedConnection } });
}

async function connect(a: TestUser, b: TestUser) {
  const sent = await request(a, b);
  return b.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
}

describe('sending a connection request', () => {
  test('creates a pending, unseen request with the receiver as the other person', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const sent = await request(ann, bob);
    expect(sent).toMatchObject({ senderId: ann.id, receiverId: bob.id, status: 'PENDING', seen: false, isTrustedConnection: false });
    expect(sent.user).toEqual({ id: bob.id, firstName: 'Bob', lastName: 'Tester', profileImageUrl: null, role: 'CUSTOMER' });
  });

  test('refuses yourself (400) and an unknown user (404)', async () => {
    const ann = await createUser(server, 'Ann');
    const self = await failure(request(ann, ann));
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot send a connection request to yourself.');
    const unknown = await failure(ann.client.connections.create({ body: { receiverId: crypto.randomUUID(), isTrustedConnection: false } }));
    expect(unknown.status).toBe(404);
  });

  test.each([
    ['the receiver blocked the sender', 'receiver'],
    ['the sender blocked the receiver', 'sender'],
  ] as const)('is forbidden when %s, without saying who blocked whom', async (_, blocker) => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    if (blocker === 'receiver') await bob.client.user.block({ body: { userId: ann.id } });
    else await ann.client.user.block({ body: { userId: bob.id } });
    const error = await failure(request(ann, bob));
    expect(error.status).toBe(403);
    expect(error.message).toBe('You cannot connect with this person.');
    expect(await server.database.db.select().from(userConnections)).toEqual([]);
  });

  test('is a conflict when a request already exists in either direction, or they are connected', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const sent = await request(ann, bob);

    const again = await failure(request(ann, bob));
    expect(again.status).toBe(409);
    expect(again.message).toBe('You have already sent this person a connection request.');
    const reverse = await failure(request(bob, ann));
    expect(reverse.status).toBe(409);
    expect(reverse.message).toBe('This person has already sent you a connection request. Accept it from your pending requests.');

    await bob.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
    const connected = await failure(request(bob, ann));
    expect(connected.status).toBe(409);
    expect(connected.message).toBe('You are already connected with this person.');
    expect(await server.database.db.select().from(userConnections)).toHaveLength(1);
  });

  test('to join trusted connections needs a business on the other side', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    expect((await failure(request(ann, bob, true))).status).toBe(400);
    await server.database.db.update(users).set({ role: 'TRADEPERSON' }).where(eq(users.id, bob.id));
    expect((await request(ann, bob, true)).isTrustedConnection).toBe(true);
  });

  test('needs a signed-in caller', async () => {
    const bob = await createUser(server, 'Bob');
    const response = await call(server, 'POST', '/community-service/user-connection/create-user-connection', { body: { receiverId: bob.id } });
    expect(response.status).toBe(401);
  });
});

describe('answering a request', () => {
  test('accepting connects both people and tells the sender', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const accepted = await connect(ann, bob);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', seen: true });
    expect(accepted.user.id).toBe(ann.id);

    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, ann.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      actionType: 'CONNECTION_ACCEPTED',
      triggeredByUserId: bob.id,
      message: 'Bob Tester accepted your connection request.',
      read: false,
    });

    for (const [me, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const page = await me.client.connections.getAll({ query: {} });
      expect(page.items.map((c) => c.user.id)).toEqual([other.id]);
      expect(await me.client.connections.checkIfConnected({ query: { userId: other.id } })).toMatchObject({ connected: true });
    }
  });

  test('rejecting tells nobody and leaves them unconnected; a second answer is a conflict', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const sent = await request(ann, bob);
    expect((await bob.client.connections.update({ body: { connectionId: sent.id, status: 'REJECTED' } })).status).toBe('REJECTED');
    expect(await server.database.db.select().from(notifications)).toEqual([]);
    expect(await ann.client.connections.getAll({ query: {} })).toEqual({ items: [], nextCursor: null });
    const check = await ann.client.connections.checkIfConnected({ query: { userId: bob.id } });
    expect(check).toMatchObject({ connected: false, connection: { id: sent.id, status: 'REJECTED' } });

    const twice = await failure(bob.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } }));
    expect(twice.status).toBe(409);
  });

  test('only the receiver may answer: the sender and anyone else hear 404', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const carol = await createUser(server, 'Carol');
    const sent = await request(ann, bob);
    for (const someone of [ann, carol]) {
      const error = await failure(someone.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } }));
      expect(error.status).toBe(404);
    }
    const [row] = await server.database.db.select().from(userConnections);
    expect(row?.status).toBe('PENDING');
  });
});

describe('pending and unseen requests', () => {
  test('list the requests to the caller only, newest first, one page at a time', async () => {
    const [ann, bob, carol, dan] = await Promise.all(['Ann', 'Bob', 'Carol', 'Dan'].map((n) => createUser(server, n)));
    await request(bob!, ann!);
    await request(carol!, ann!);
    await request(ann!, dan!);

    const first = await ann!.client.connections.getAllPending({ query: { limit: 1 } });
    expect(first.items.map((c) => c.user.id)).toEqual([carol!.id]);
    const second = await ann!.client.connections.getAllPending({ query: { limit: 1, cursor: first.nextCursor! } });
    expect(second.items.map((c) => c.user.id)).toEqual([bob!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await dan!.client.connections.getAllPending({ query: {} })).items.map((c) => c.senderId)).toEqual([ann!.id]);
  });

  test('count until marked seen; trusted-connection requests count only in business mode', async () => {
    const [ann, bob, carol] = await Promise.all(['Ann', 'Bob', 'Carol'].map((n) => createUser(server, n)));
    await server.database.db.update(users).set({ role: 'TRADEPERSON', hasSwitched: true }).where(eq(users.id, ann!.id));
    await request(bob!, ann!, true);
    await request(carol!, ann!);

    const asBusiness = await ann!.client.connections.getAllUnseenRequests({ query: {} });
    expect(asBusiness.items).toHaveLength(2);
    expect(asBusiness.count).toBe(2);
    expect((await ann!.client.connections.getAllUnseenRequests({ query: { mode: 'CUSTOMER' } })).count).toBe(1);

    expect(await ann!.client.connections.markAllUnseenSeen()).toBeNull();
    expect(await ann!.client.connections.getAllUnseenRequests({ query: {} })).toEqual({ items: [], nextCursor: null, count: 0 });
    expect((await ann!.client.connections.getAllPending({ query: {} })).items).toHaveLength(2);
  });

  test('a customer cannot ask for the business count', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => createUser(server, n)));
    await server.database.db.insert(userConnections).values({ senderId: bob!.id, receiverId: ann!.id, isTrustedConnection: true });
    expect((await ann!.client.connections.getAllUnseenRequests({ query: { mode: 'TRADEPERSON' } })).count).toBe(0);
  });
});

describe('removing a connection', () => {
  test('either side may remove it, after which they may connect again', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const connection = await connect(ann, bob);
    expect(await bob.client.connections.remove({ params: { id: connection.id } })).toBeNull();
    expect(await ann.client.connections.checkIfConnected({ query: { userId: bob.id } })).toEqual({ connected: false, connection: null });

    const withdrawn = await request(bob, ann);
    await bob.client.connections.remove({ params: { id: withdrawn.id } });
    expect(await server.database.db.select().from(userConnections)).toEqual([]);
  });

  test("someone else's connection is not found", async () => {
    const [ann, bob, carol] = await Promise.all(['Ann', 'Bob', 'Carol'].map((n) => createUser(server, n)));
    const connection = await connect(ann!, bob!);
    const error = await failure(carol!.client.connections.remove({ params: { id: connection.id } }));
    expect(error.status).toBe(404);
    const rows = await server.database.db.select().from(userConnections).where(and(eq(userConnections.id, connection.id)));
    expect(rows).toHaveLength(1);
  });

  test.each([
    ['GET', '/community-service/user-connection/get-all-user-connections'],
    ['GET', '/community-service/user-connection/get-all-pending-user-connections'],
    ['GET', '/community-service/user-connection/get-all-unseen-connection-request'],
    ['PATCH', '/community-service/user-connection/update-all-unseen-request'],
    ['DELETE', `/community-service/user-connection/remove-user-connection/${crypto.randomUUID()}`],
  ])('%s %s needs a signed-in caller', async (method, path) => {
    expect((await call(server, method, path)).status).toBe(401);
  });
});
