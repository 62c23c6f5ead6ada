import { REALTIME_EVENTS } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { call, createUser, type TestUser } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket, type TestSocket } from './realtime.sockets.js';

let server: TestServer;

// Offline at once here; the grace has its own server below.
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0' });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const PATH = '/chat-service/presence/get-online-users';

/** A conversation in which both have written: what makes them conversation partners. */
async function converse(a: TestUser, b: TestUser) {
  const conversation = await a.client.chat.createConversation({ body: { receiverId: b.id } });
  await a.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: b.id, text: 'Hello' } });
  await b.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: a.id, text: 'Hi' } });
}

async function connect(a: TestUser, b: TestUser) {
  const sent = await a.client.connections.create({ body: { receiverId: b.id, isTrustedConnection: false } });
  await b.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
}

const join = (user: TestUser) => joinedSocket(server, { userId: user.id, token: user.token });
const presenceEvents = (socket: TestSocket) =>
  socket.events.filter((e) => e.event === REALTIME_EVENTS.USER_ONLINE || e.event === REALTIME_EVENTS.USER_OFFLINE);
const online = async (viewer: TestUser, userIds: string[]) =>
  (await viewer.client.presence.getOnlineUsers({ body: { userIds } })).onlineUserIds;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('presence pushes', () => {
  test('connections and conversation partners hear a user come online once and go offline with the last tab; strangers hear nothing', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const dan = await createUser(server, 'Dan');
    const cat = await createUser(server, 'Cat');
    await connect(ann, bob);
    await converse(ann, dan);
    const watchers = { bob: await join(bob), dan: await join(dan), cat: await join(cat) };

    const firstTab = await join(ann);
    const secondTab = await join(ann);
    for (const watcher of [watchers.bob, watchers.dan]) {
      expect(await watcher.next(REALTIME_EVENTS.USER_ONLINE)).toEqual({ userId: ann.id });
    }
    await firstTab.close();
    await settle();
    expect(presenceEvents(watchers.bob)).toEqual([{ event: REALTIME_EVENTS.USER_ONLINE, data: { userId: ann.id } }]);

    await secondTab.close();
    for (const watcher of [watchers.bob, watchers.dan]) {
      expect(await watcher.next(REALTIME_EVENTS.USER_OFFLINE)).toEqual({ userId: ann.id });
    }
    expect(presenceEvents(watchers.bob)).toHaveLength(2);
    expect(presenceEvents(watchers.cat)).toEqual([]);
    await Promise.all(Object.values(watchers).map((s) => s.close()));
  });

  test('someone blocked hears nothing, even as a conversation partner', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    await converse(ann, bob);
    await bob.client.user.block({ body: { userId: ann.id } });
    const bobSocket = await join(bob);
    const annSocket = await join(ann);
    await annSocket.close();
    await settle();
    expect(presenceEvents(bobSocket)).toEqual([]);
    await bobSocket.close();
  });
});

describe('the offline grace', () => {
  let graceful: TestServer;
  beforeAll(async () => {
    graceful = await startTestServer({ WS_OFFLINE_GRACE_MS: '2000' });
  });
  afterAll(async () => graceful?.close());

  test('a reload (last tab closes, a new one opens) is not seen; staying away is, once', async () => {
    const ann = await createUser(graceful, 'Ann');
    const bob = await createUser(graceful, 'Bob');
    const sent = await ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } });
    await bob.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
    const joinThere = (user: TestUser) => joinedSocket(graceful, { userId: user.id, token: user.token });
    const bobSocket = await joinThere(bob);

    const before = await joinThere(ann);
    await bobSocket.next(REALTIME_EVENTS.USER_ONLINE);
    await before.close();
    const after = await joinThere(ann);
    expect((await bob.client.presence.getOnlineUsers({ body: { userIds: [ann.id] } })).onlineUserIds).toEqual([ann.id]);

    await after.close();
    expect(await bobSocket.next(REALTIME_EVENTS.USER_OFFLINE)).toEqual({ userId: ann.id });
    expect(presenceEvents(bobSocket)).toEqual([
      { event: REALTIME_EVENTS.USER_ONLINE, data: { userId: ann.id } },
      { event: REALTIME_EVENTS.USER_OFFLINE, data: { userId: ann.id } },
    ]);
    await bobSocket.close();
  });
});

describe('POST /chat-service/presence/get-online-users', () => {
  test('reports online only the people the caller can see', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const cat = await createUser(server, 'Cat');
    await connect(ann, bob);
    expect(await online(bob, [ann.id, cat.id])).toEqual([]);

    const annSocket = await join(ann);
    const catSocket = await join(cat);
    expect(await online(bob, [ann.id, cat.id, ann.id])).toEqual([ann.id]);
    expect(await online(cat, [ann.id])).toEqual([]);

    await annSocket.close();
    await settle();
    expect(await online(bob, [ann.id])).toEqual([]);
    await catSocket.close();
  });

  test.each([
    ['no list', {}, 'userIds'],
    ['a list of something else', { userIds: ['bob'] }, 'userIds.0'],
    ['too many ids', { userIds: Array.from({ length: 201 }, () => crypto.randomUUID()) }, 'userIds'],
  ])('refuses %s with 400 and the field', async (_, body, field) => {
    const ann = await createUser(server, 'Ann');
    const response = await call(server, 'POST', PATH, { token: ann.token, body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(`"field":"${field}"`);
  });

  test('needs a session (401)', async () => {
    const response = await call(server, 'POST', PATH, { body: { userIds: [] } });
    expect(response.status).toBe(401);
    const ann = await createUser(server, 'Ann');
    await ann.client.auth.signOut();
    expect((await failure(ann.client.presence.getOnlineUsers({ body: { userIds: [] } }))).status).toBe(401);
  });
});
