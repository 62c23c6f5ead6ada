import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { userBlocks } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { isBlockedBetween } from '../src/modules/user/blocks.js';
import { failure, signedInUser } from './clients.js';
import { conversationBetween, send } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

describe('blocking a user', () => {
  test('is recorded once however often it is asked, and counts in both directions', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const carol = await signedInUser(server, passwordHash, 'Carol');
    const db = server.database.db;
    expect(await isBlockedBetween(db, ann.user.id, bob.user.id)).toBe(false);

    expect(await ann.client.user.block({ body: { userId: bob.user.id } })).toBeNull();
    expect(await ann.client.user.block({ body: { userId: bob.user.id } })).toBeNull();

    expect(await db.select().from(userBlocks).where(eq(userBlocks.blockerId, ann.user.id))).toHaveLength(1);
    expect(await isBlockedBetween(db, ann.user.id, bob.user.id)).toBe(true);
    expect(await isBlockedBetween(db, bob.user.id, ann.user.id)).toBe(true);
    expect(await isBlockedBetween(db, ann.user.id, carol.user.id)).toBe(false);
  });

  test('refuses blocking yourself and an unknown user', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const self = await failure(ann.client.user.block({ body: { userId: ann.user.id } }));
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot block yourself.');

    const unknown = await failure(ann.client.user.block({ body: { userId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('We could not find that user.');
  });

  test('needs a signed-in caller', async () => {
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const response = await fetch(`${server.baseUrl}/backend-service/user-block/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bob.user.id }),
    });
    expect(response.status).toBe(401);
    expect(await server.database.db.select().from(userBlocks)).toEqual([]);
  });
});

describe('unblocking, the list and the status', () => {
  test('lists whom the caller blocked, newest first, and each side sees only their own block', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const carol = await signedInUser(server, passwordHash, 'Carol');
    await ann.client.user.block({ body: { userId: bob.user.id } });
    await ann.client.user.block({ body: { userId: carol.user.id } });

    const list = await ann.client.user.getBlockedUsers({ query: {} });
    expect(list.items.map((b) => b.user.firstName)).toEqual(['Carol', 'Bob']);
    expect(list.items[0]!.user).not.toHaveProperty('emailAddress');
    expect((await bob.client.user.getBlockedUsers({ query: {} })).items).toEqual([]);

    expect(await ann.client.user.getBlockStatus({ query: { userId: bob.user.id } })).toEqual({ youBlocked: true, canContact: false });
    expect(await bob.client.user.getBlockStatus({ query: { userId: ann.user.id } })).toEqual({ youBlocked: false, canContact: false });
    expect(await bob.client.user.getBlockStatus({ query: { userId: carol.user.id } })).toEqual({ youBlocked: false, canContact: true });
  });

  test('pages through a long list without repeating anyone', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const others = [];
    for (const name of ['Bob', 'Carol', 'Dan']) others.push(await signedInUser(server, passwordHash, name));
    for (const other of others) await ann.client.user.block({ body: { userId: other.user.id } });
    const first = await ann.client.user.getBlockedUsers({ query: { limit: 2 } });
    const second = await ann.client.user.getBlockedUsers({ query: { limit: 2, cursor: first.nextCursor ?? undefined } });
    expect([...first.items, ...second.items].map((b) => b.user.firstName).sort()).toEqual(['Bob', 'Carol', 'Dan']);
    expect(second.nextCursor).toBeNull();
  });

  test('unblocking lifts only the caller\'s own block, and unblocking someone not blocked is 404', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    await ann.client.user.block({ body: { userId: bob.user.id } });
    await bob.client.user.block({ body: { userId: ann.user.id } });

    const notMine = await failure(ann.client.user.unblock({ body: { userId: crypto.randomUUID() } }));
    expect([notMine.status, notMine.message]).toEqual([404, 'We could not find that blocked person.']);

    expect(await ann.client.user.unblock({ body: { userId: bob.user.id } })).toBeNull();
    expect(await isBlockedBetween(server.database.db, ann.user.id, bob.user.id)).toBe(true);
    expect(await ann.client.user.getBlockStatus({ query: { userId: bob.user.id } })).toEqual({ youBlocked: false, canContact: false });

    await bob.client.user.unblock({ body: { userId: ann.user.id } });
    expect(await isBlockedBetween(server.database.db, ann.user.id, bob.user.id)).toBe(false);
  });
});

describe('what a block stops', () => {
  test('ends their connection, and neither can ask to connect again until it is lifted', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const request = await ann.client.connections.create({ body: { receiverId: bob.user.id, isTrustedConnection: false } });
    await bob.client.connections.update({ body: { connectionId: request.id, status: 'ACCEPTED' } });
    expect((await ann.client.connections.checkIfConnected({ query: { userId: bob.user.id } })).connected).toBe(true);

    await bob.client.user.block({ body: { userId: ann.user.id } });
    expect((await ann.client.connections.checkIfConnected({ query: { userId: bob.user.id } })).connection).toBeNull();
    for (const [from, to] of [[ann, bob], [bob, ann]] as const) {
      const refused = await failure(from.client.connections.create({ body: { receiverId: to.user.id, isTrustedConnection: false } }));
      expect([refused.status, refused.message]).toEqual([403, 'You cannot connect with this person.']);
    }

    await bob.client.user.unblock({ body: { userId: ann.user.id } });
    expect((await ann.client.connections.create({ body: { receiverId: bob.user.id, isTrustedConnection: false } })).status).toBe('PENDING');
  });

  test('stops messages both ways in a conversation they already had, and lets them through once lifted', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const conversation = await conversationBetween(ann, bob);
    await send(ann, bob, conversation.id, 'Hello Bob');

    await ann.client.user.block({ body: { userId: bob.user.id } });
    for (const [from, to] of [[ann, bob], [bob, ann]] as const) {
      const refused = await failure(send(from, to, conversation.id, 'Still there?'));
      expect([refused.status, refused.message]).toEqual([403, 'You cannot message this person.']);
    }

    await ann.client.user.unblock({ body: { userId: bob.user.id } });
    expect((await send(bob, ann, conversation.id, 'Hello again')).text).toBe('Hello again');
  });
});
