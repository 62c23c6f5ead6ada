import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryStorage } from '../src/auth/token-storage.js';
import { createClient } from '../src/client.js';
import { createClientSession } from '../src/client-session.js';
import { createSessionRealtime, realtimeUrlFor } from '../src/realtime/session-realtime.js';
import { jsonResponse, routedFetch } from './support/fake-fetch.js';
import { fakeWebSocketClass } from './support/fake-socket.js';
import { authSession, sessionUser } from './support/session-fixtures.js';

afterEach(() => {
  vi.useRealTimers();
});

/** An API where signing in gives `token`, and signing out is accepted. */
function signInAndOutRoutes(token: string) {
  return routedFetch({
    'POST /backend-service/auth/sign-in': () => jsonResponse(200, { data: authSession(token) }),
    'GET /backend-service/auth/me': () => jsonResponse(200, { data: sessionUser() }),
    'GET /backend-service/config/get-config': () => jsonResponse(200, { data: { commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 } }),
    'POST /backend-service/auth/sign-out': () => jsonResponse(200, { data: null }),
  });
}

describe('createClient: the realtime socket follows the session', () => {
  test('connects as the signed-in user and closes for good on sign-out', async () => {
    vi.useFakeTimers();
    const { FakeSocket, sockets } = fakeWebSocketClass();
    const { fetch } = signInAndOutRoutes('tok-1');
    const client = createClient({ baseUrl: 'https://api.example.test', storage: createMemoryStorage(), fetch, WebSocket: FakeSocket });

    await client.signIn({ emailAddress: 'priya@example.test', password: 'correct horse battery' });
    client.realtime.connect();
    sockets[0]?.serverOpens();
    expect(sockets[0]?.url).toBe('wss://api.example.test/ws');
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({ action: 'ADD_USER', userId: sessionUser().id, token: 'tok-1' });

    await client.signOut();
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]?.closedByClient).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(client.realtime.getStatus()).toBe('closed');
  });

  test('uses a socket made beforehand for its session, and opens no second one', async () => {
    vi.useFakeTimers();
    const { FakeSocket, sockets } = fakeWebSocketClass();
    const { fetch } = signInAndOutRoutes('tok-2');
    const session = createClientSession({ baseUrl: 'https://api.example.test', storage: createMemoryStorage(), fetch });
    const realtime = createSessionRealtime(session, { url: realtimeUrlFor('https://api.example.test'), WebSocket: FakeSocket });
    const client = createClient({ baseUrl: 'https://api.example.test', session, realtime, fetch, WebSocket: FakeSocket });
    expect(client.realtime).toBe(realtime);

    await client.signIn({ emailAddress: 'priya@example.test', password: 'correct horse battery' });
    realtime.connect();
    sockets[0]?.serverOpens();
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({ action: 'ADD_USER', userId: sessionUser().id, token: 'tok-2' });

    await client.signOut();
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]?.closedByClient).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  test.each([
    ['https://api.tradeshub.co.uk', 'wss://api.tradeshub.co.uk/ws'],
    ['http://localhost:3000/', 'ws://localhost:3000/ws'],
    ['https://example.test/api?x=1', 'wss://example.test/api/ws'],
  ])('the gateway for %s is %s', (baseUrl, expected) => {
    expect(realtimeUrlFor(baseUrl)).toBe(expected);
  });
});
