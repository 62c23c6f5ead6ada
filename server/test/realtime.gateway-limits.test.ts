import { addUserFrame, SOCKET_CLOSE_CODES } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../src/modules/auth/sessions.js';
import { createUser, PASSWORD } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket, openSocket, wsUrl, type TestSocket } from './realtime.sockets.js';

// Who may hold sockets, and how many; and sockets of an ended session closing at once. The
// periodic session check is set to an hour, so only the bus can close them within a test.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    SITE_URL: 'https://www.tradeshub.test',
    WS_ALLOWED_ORIGINS: 'https://partners.tradeshub.test, https://admin.tradeshub.test',
    WS_MAX_SOCKETS_PER_USER: '2',
    WS_MAX_SOCKETS_PER_IP: '4',
    WS_SESSION_CHECK_MS: '3600000',
  });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

/** How the upgrade from a page on `origin` is answered: 101 when the socket opens, else the status and message. */
function upgradeFrom(origin: string): Promise<{ status: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(server.baseUrl), { origin });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101 });
    });
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, message: (JSON.parse(body) as { message: string }).message }));
    });
    ws.once('error', reject);
  });
}

describe('the origins a socket may come from', () => {
  test.each([
    ['the site', 'https://www.tradeshub.test', 101],
    ['an origin in WS_ALLOWED_ORIGINS', 'https://admin.tradeshub.test', 101],
    ['another site', 'https://evil.example', 403],
    ['the site on another port', 'https://www.tradeshub.test:8443', 403],
    ['the site over plain http', 'http://www.tradeshub.test', 403],
    ['an opaque origin', 'null', 403],
    // Outside production only: see the configuration test.
    ['a loopback page (the hub dev server)', 'http://localhost:5173', 101],
  ])('%s (%s) answers %i', async (_, origin, status) => {
    expect((await upgradeFrom(origin)).status).toBe(status);
  });

  test('lets a client with no Origin header (the sdk in Node) join', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    await socket.close();
  });

  test('explains a refused origin in a sentence', async () => {
    expect(await upgradeFrom('https://evil.example')).toEqual({
      status: 403,
      message: 'Pages from this origin may not open a realtime socket. Add it to WS_ALLOWED_ORIGINS if it is yours.',
    });
  });
});

describe('how many sockets one user or one address may hold', () => {
  test("closes a user's socket past the cap with 4429, and takes one again once a tab closes", async () => {
    const ann = await createUser(server, 'Ann');
    const tabs = [await joinedSocket(server, { userId: ann.id, token: ann.token }), await joinedSocket(server, { userId: ann.id, token: ann.token })];
    const third = await openSocket(server.baseUrl);
    third.send(addUserFrame({ userId: ann.id, token: ann.token }));
    expect(await third.closed).toEqual({
      code: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      reason: 'You have too many open tabs or devices connected; close one and try again',
    });
    expect(server.app.gateway.socketsOf(ann.id)).toBe(2);

    await tabs[0]!.close();
    const again = await joinedSocket(server, { userId: ann.id, token: ann.token });
    await Promise.all([tabs[1]!.close(), again.close()]);
  });

  test('closes a socket past the cap for one address with 4429, signed in or not', async () => {
    const open: TestSocket[] = [];
    for (let i = 0; i < 4; i += 1) open.push(await openSocket(server.baseUrl));
    const fifth = await openSocket(server.baseUrl);
    expect(await fifth.closed).toEqual({
      code: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      reason: 'Too many sockets are open from your network address; close one and try again',
    });

    await open[0]!.close();
    const bob = await createUser(server, 'Bob');
    const joined = await joinedSocket(server, { userId: bob.id, token: bob.token });
    await Promise.all([...open.slice(1), joined].map((socket) => socket.close()));
  });
});

describe('sockets of an ended session', () => {
  const SESSION_ENDED = { code: SOCKET_CLOSE_CODES.SESSION_NOT_VALID, reason: 'Your session has ended; sign in again' };

  test('close as soon as the session signs out, and the other sessions keep theirs', async () => {
    const ann = await createUser(server, 'Ann');
    const otherDevice = await createSession(server.database.db, ann.id);
    const signingOut = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const staying = await joinedSocket(server, { userId: ann.id, token: otherDevice });

    await ann.client.auth.signOut();

    expect(await signingOut.closed).toEqual(SESSION_ENDED);
    expect(staying.ws.readyState).toBe(WebSocket.OPEN);
    await staying.close();
  });

  test('all close when the user signs out everywhere', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const otherDevice = await createSession(server.database.db, ann.id);
    const anns = [await joinedSocket(server, { userId: ann.id, token: ann.token }), await joinedSocket(server, { userId: ann.id, token: otherDevice })];
    const bobs = await joinedSocket(server, { userId: bob.id, token: bob.token });

    await ann.client.auth.signOutEverywhere();

    expect(await Promise.all(anns.map((socket) => socket.closed))).toEqual([SESSION_ENDED, SESSION_ENDED]);
    expect(bobs.ws.readyState).toBe(WebSocket.OPEN);
    await bobs.close();
  });

  test('close when the password is changed', async () => {
    const ann = await createUser(server, 'Ann');
    const otherDevice = await createSession(server.database.db, ann.id);
    const elsewhere = await joinedSocket(server, { userId: ann.id, token: otherDevice });

    const password = 'a-brand-new-secret-77';
    await ann.client.auth.changePassword({ body: { currentPassword: PASSWORD, password, confirmPassword: password } });

    expect(await elsewhere.closed).toEqual(SESSION_ENDED);
  });
});
