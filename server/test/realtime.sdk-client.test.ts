import type { AddressInfo } from 'node:net';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  createClient,
  createMemoryStorage,
  createRealtimeClient,
  REALTIME_EVENTS,
  SOCKET_STATUS,
  type Notification,
  type WebSocketLike,
} from '@tradeshub/sdk';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { createNotification } from '../src/modules/notifications/create.js';
import { createUser, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { wsUrl } from './realtime.sockets.js';

// The sdk's own realtime client, with `ws` as its WebSocket, against the real gateway.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const quiet = { warn: () => undefined };

async function acceptedBy(asker: TestUser, accepter: TestUser) {
  const sent = await asker.client.connections.create({ body: { receiverId: accepter.id, isTrustedConnection: false } });
  await accepter.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
}

const joined = (userId: string, app: FastifyInstance = server.app) =>
  vi.waitFor(() => expect(app.gateway.socketsOf(userId)).toBe(1), { timeout: 10_000, interval: 20 });

describe('the sdk client against the gateway', () => {
  test('createClient connects once the session has its user, and hears a notification', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, ann.token);
    const client = createClient({ baseUrl: server.baseUrl, storage, logger: quiet, WebSocket: WebSocket as unknown as WebSocketLike });
    await client.session.restore();
    const heard: Notification[] = [];
    client.realtime.on(REALTIME_EVENTS.NOTIFICATION, (notification) => heard.push(notification));
    client.realtime.connect();
    await joined(ann.id);
    // Open once the gateway has said READY, which follows its taking the socket.
    await vi.waitFor(() => expect(client.realtime.getStatus()).toBe(SOCKET_STATUS.OPEN));

    await acceptedBy(ann, bob);
    await vi.waitFor(() => expect(heard.map((n) => n.actionType)).toEqual(['CONNECTION_ACCEPTED']));

    await client.signOut();
    expect(client.realtime.getStatus()).toBe(SOCKET_STATUS.CLOSED);
    await vi.waitFor(() => expect(server.app.gateway.socketsOf(ann.id)).toBe(0));
  });

  test.each([
    ['a token that is no session', 4401, (ann: TestUser) => ({ userId: ann.id, token: 'not-a-session' })],
    ["another user's token", 4403, (ann: TestUser, bob: TestUser) => ({ userId: ann.id, token: bob.token })],
  ])('with %s the gateway closes with %i and the client stops, unauthorised, instead of retrying', async (_, code, identityOf) => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    // ws, noting each socket the client opens and the code each one closed with.
    const closes: number[] = [];
    let opened = 0;
    class CountedWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        opened += 1;
        this.on('close', (closeCode) => closes.push(closeCode));
      }
    }
    const log = vi.fn();
    const realtime = createRealtimeClient({
      url: wsUrl(server.baseUrl),
      WebSocket: CountedWebSocket as unknown as WebSocketLike,
      getIdentity: () => identityOf(ann, bob),
      reconnectDelayMs: () => 20,
      log,
    });
    try {
      realtime.connect();
      await vi.waitFor(() => expect(realtime.getStatus()).toBe(SOCKET_STATUS.UNAUTHORISED));
      expect(closes).toEqual([code]);
      // Many reconnect delays later, still the one socket.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(opened).toBe(1);
      expect(realtime.getStatus()).toBe(SOCKET_STATUS.UNAUTHORISED);
    } finally {
      realtime.disconnect();
    }
  });

  test('after the server restarts the client reconnects by itself, hears new events and can read what it missed', async () => {
    const ann = await createUser(server, 'Ann');
    const port = (server.app.server.address() as AddressInfo).port;
    const heard: string[] = [];
    const realtime = createRealtimeClient({
      url: wsUrl(server.baseUrl),
      WebSocket: WebSocket as unknown as WebSocketLike,
      getIdentity: () => ({ userId: ann.id, token: ann.token }),
      reconnectDelayMs: () => 100,
      log: () => undefined,
    });
    realtime.on(REALTIME_EVENTS.NOTIFICATION, (n) => heard.push(n.message));
    realtime.connect();
    await joined(ann.id);

    await server.app.close();
    await vi.waitFor(() => expect(realtime.getStatus()).not.toBe(SOCKET_STATUS.OPEN));
    const notice = (message: string) => ({ userId: ann.id, actionType: 'COMMENT' as const, message });
    await createNotification(server.database.db, notice('While the server was down'));

    const restarted = await buildApp(server.config, { database: server.database });
    try {
      await restarted.listen({ host: '127.0.0.1', port });
      await joined(ann.id, restarted);
      await vi.waitFor(() => expect(realtime.getStatus()).toBe(SOCKET_STATUS.OPEN));
      await createNotification(server.database.db, notice('After the restart'));
      await vi.waitFor(() => expect(heard).toEqual(['After the restart']));
      const missed = await ann.client.notifications.getAll({ query: { limit: 10 } });
      expect(missed.items.map((n) => n.message)).toContain('While the server was down');
    } finally {
      realtime.disconnect();
      await restarted.close();
    }
  });
});
