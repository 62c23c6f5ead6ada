import { addUserFrame, REALTIME_EVENTS } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createNotification } from '../src/modules/notifications/create.js';
import { createUser, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket, openSocket } from './realtime.sockets.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WS_ADD_USER_TIMEOUT_MS: '300', WS_SESSION_CHECK_MS: '200' });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function connect(a: TestUser, b: TestUser) {
  const sent = await a.client.connections.create({ body: { receiverId: b.id, isTrustedConnection: false } });
  return b.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
}

describe('joining the gateway with ADD_USER', () => {
  test.each([
    ['a frame that is not JSON', 'hello', 4400],
    ['JSON that is not ADD_USER', JSON.stringify({ action: 'SUBSCRIBE', userId: crypto.randomUUID() }), 4400],
    ['ADD_USER without a token', JSON.stringify({ action: 'ADD_USER', userId: crypto.randomUUID() }), 4400],
    ['ADD_USER with a user id that is not a UUID', JSON.stringify({ action: 'ADD_USER', userId: 'me', token: 'x' }), 4400],
    ['a healthcheck before ADD_USER', 'healthcheck', 4400],
    ['a frame over 4 KiB', JSON.stringify({ action: 'ADD_USER', userId: crypto.randomUUID(), token: 'x'.repeat(5000) }), 1009],
  ])('refuses %s', async (_, frame, code) => {
    const socket = await openSocket(server.baseUrl);
    socket.send(frame);
    expect((await socket.closed).code).toBe(code);
  });

  test('refuses a binary frame', async () => {
    const socket = await openSocket(server.baseUrl);
    socket.send(Buffer.from('{"action":"ADD_USER"}'));
    expect(await socket.closed).toEqual({ code: 4400, reason: 'Send text frames only' });
  });

  test('refuses a token no session has (4401)', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await openSocket(server.baseUrl);
    socket.send(addUserFrame({ userId: ann.id, token: 'not-a-real-token' }));
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Your session is not valid; sign in again' });
    expect(server.app.gateway.socketsOf(ann.id)).toBe(0);
  });

  test("refuses one user's token announced as another user (4403)", async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const socket = await openSocket(server.baseUrl);
    socket.send(addUserFrame({ userId: bob.id, token: ann.token }));
    expect(await socket.closed).toEqual({ code: 4403, reason: 'The token belongs to another user' });
    expect(server.app.gateway.socketsOf(bob.id)).toBe(0);
  });

  test('closes a socket that sends nothing in time (4408)', async () => {
    const socket = await openSocket(server.baseUrl);
    expect(await socket.closed).toEqual({ code: 4408, reason: 'No ADD_USER frame arrived in time' });
  });

  test('keeps a joined socket past the deadline, and healthchecks are accepted without a reply', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    socket.send('healthcheck');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(socket.events).toEqual([]);
    await socket.close();
    expect(server.app.gateway.socketsOf(ann.id)).toBe(0);
  });

  test('drops the sockets of a session that signed out, and keeps the other sessions', async () => {
    const ann = await createUser(server, 'Ann');
    const other = await createUser(server, 'Bob');
    const signingOut = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const staying = await joinedSocket(server, { userId: other.id, token: other.token });
    await ann.client.auth.signOut();
    expect(await signingOut.closed).toEqual({ code: 4401, reason: 'Your session has ended; sign in again' });
    expect(staying.ws.readyState).toBe(staying.ws.OPEN);
    await staying.close();
  });
});

describe('pushes', () => {
  test("a connection accepted reaches every tab of the asker as a NOTIFICATION, and nobody else's", async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const stranger = await createUser(server, 'Cat');
    const tabs = [
      await joinedSocket(server, { userId: ann.id, token: ann.token }),
      await joinedSocket(server, { userId: ann.id, token: ann.token }),
    ];
    const strangerSocket = await joinedSocket(server, { userId: stranger.id, token: stranger.token });
    await connect(ann, bob);
    for (const tab of tabs) {
      const notification = await tab.next(REALTIME_EVENTS.NOTIFICATION);
      expect(notification).toMatchObject({
        userId: ann.id,
        actionType: 'CONNECTION_ACCEPTED',
        message: 'Bob Tester accepted your connection request.',
        triggeredBy: { id: bob.id, firstName: 'Bob' },
        read: false,
      });
      const [listed] = (await ann.client.notifications.getAll({ query: { limit: 1 } })).items;
      expect(notification).toEqual(listed);
    }
    expect(strangerSocket.events.filter((e) => e.event === REALTIME_EVENTS.NOTIFICATION)).toEqual([]);
    await Promise.all([...tabs, strangerSocket].map((s) => s.close()));
  });

  test('a notification whose transaction rolls back is never pushed; one that commits is', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const notice = (message: string) => ({ userId: ann.id, actionType: 'COMMENT' as const, message });
    await expect(
      server.database.db.transaction(async (tx) => {
        await createNotification(tx, notice('Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await server.database.db.transaction((tx) => createNotification(tx, notice('Kept')));
    await socket.next(REALTIME_EVENTS.NOTIFICATION);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.events.map((e) => (e.data as { message: string }).message)).toEqual(['Kept']);
    await socket.close();
  });

  test('a notification larger than one NOTIFY payload arrives whole', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const note = '✓ Grüße 😀 '.repeat(900);
    await createNotification(server.database.db, { userId: ann.id, actionType: 'COMMENT', message: 'Long', metaData: { note } });
    const pushed = await socket.next(REALTIME_EVENTS.NOTIFICATION);
    expect(pushed.metaData).toEqual({ note });
    await socket.close();
  });
});
