import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { createRealtimeClient, type RealtimeIdentity, type WebSocketLike } from '../src/realtime/socket-client.js';
import { fakeWebSocketClass } from './support/fake-socket.js';

const identity: RealtimeIdentity = { userId: '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716', token: 'tok-1' };

function setup(options: { reconnectDelayMs?: (tries: number) => number; identity?: RealtimeIdentity | null } = {}) {
  const { FakeSocket, sockets } = fakeWebSocketClass();
  const log = vi.fn();
  const realtime = createRealtimeClient({
    url: 'wss://api.example.test/ws',
    WebSocket: FakeSocket,
    getIdentity: () => (options.identity === undefined ? identity : options.identity),
    log,
    ...(options.reconnectDelayMs ? { reconnectDelayMs: options.reconnectDelayMs } : {}),
  });
  const statuses: string[] = [];
  realtime.onStatusChange((status) => statuses.push(status));
  return { realtime, sockets, statuses, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime socket', () => {
  test('announces the user with ADD_USER on open', () => {
    const { realtime, sockets, statuses } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();

    expect(sockets[0]?.url).toBe('wss://api.example.test/ws');
    expect(sockets[0]?.sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { action: 'ADD_USER', userId: identity.userId, token: 'tok-1' },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(realtime.getStatus()).toBe('open');
  });

  test('counts itself open only when the gateway answers ADD_USER with READY', () => {
    const { realtime, sockets, statuses } = setup();
    realtime.connect();
    sockets[0]?.serverOpensSilently();
    expect(realtime.getStatus()).toBe('connecting');
    sockets[0]?.serverSends(JSON.stringify({ event: 'READY', data: { userId: identity.userId } }));
    expect(statuses).toEqual(['connecting', 'open']);
  });

  test("sends 'healthcheck' every 60 seconds while open", () => {
    const { realtime, sockets } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();

    vi.advanceTimersByTime(59_999);
    expect(sockets[0]?.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]?.sent.slice(1)).toEqual(['healthcheck', 'healthcheck']);
  });

  test('reconnects 3 seconds after the server closes, and announces itself again', () => {
    const { realtime, sockets, statuses } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses();

    expect(realtime.getStatus()).toBe('closed');
    vi.advanceTimersByTime(2_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    expect(JSON.parse(sockets[1]?.sent[0] ?? '')).toMatchObject({ action: 'ADD_USER' });
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);

    // The closed socket's healthcheck stopped with it.
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]?.sent).toHaveLength(1);
  });

  test('never reconnects after disconnect()', () => {
    const { realtime, sockets } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();

    realtime.disconnect();
    expect(sockets[0]?.closedByClient).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.sent).toHaveLength(1);
    expect(realtime.getStatus()).toBe('closed');
  });

  test('disconnect() during the wait cancels the pending reconnect; connect() starts again', () => {
    const { realtime, sockets } = setup();
    realtime.connect();
    sockets[0]?.serverCloses();
    realtime.disconnect();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);

    realtime.connect();
    expect(sockets).toHaveLength(2);
  });

  test('the reconnect delay is a function of the try count, which an open resets', () => {
    const delay = vi.fn((tries: number) => tries * 1_000);
    const { realtime, sockets } = setup({ reconnectDelayMs: delay });
    realtime.connect();
    sockets[0]?.serverCloses();
    vi.advanceTimersByTime(1_000);
    sockets[1]?.serverCloses();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]?.serverOpens();
    sockets[2]?.serverCloses();

    expect(delay.mock.calls.map(([tries]) => tries)).toEqual([1, 2, 1]);
  });

  test.each([
    [1006, 'a dropped connection'],
    [1011, 'a session check that failed on the server'],
    [1012, 'a server restart'],
    [4400, 'a bad frame'],
    [4408, 'a late ADD_USER'],
    [4429, 'too many sockets for the user or the address'],
  ])('reconnects 3 seconds after close code %i (%s)', (code) => {
    const { realtime, sockets } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(code);

    expect(realtime.getStatus()).toBe('closed');
    vi.advanceTimersByTime(3_000);
    expect(sockets).toHaveLength(2);
  });

  test.each([
    [4401, 'the session is not valid'],
    [4403, 'the token is another user’s'],
  ])('after close code %i (%s) it stops reconnecting and says unauthorised; connect() starts again', (code) => {
    const { realtime, sockets, statuses, log } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(code);

    expect(realtime.getStatus()).toBe('unauthorised');
    expect(statuses).toEqual(['connecting', 'open', 'unauthorised']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`refused this session (${code})`));
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);

    // Signed in again: the app connects, and ordinary closes reconnect again.
    realtime.connect();
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    expect(JSON.parse(sockets[1]?.sent[0] ?? '')).toMatchObject({ action: 'ADD_USER' });
    expect(realtime.getStatus()).toBe('open');
    sockets[1]?.serverCloses(1006);
    vi.advanceTimersByTime(3_000);
    expect(sockets).toHaveLength(3);
  });

  test('disconnect() after a refusal leaves it closed, not unauthorised', () => {
    const { realtime, sockets } = setup();
    realtime.connect();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(4401);
    realtime.disconnect();
    expect(realtime.getStatus()).toBe('closed');
  });

  test('stays closed when nobody is signed in', () => {
    const { realtime, sockets, log } = setup({ identity: null });
    realtime.connect();
    expect(sockets).toHaveLength(0);
    expect(realtime.getStatus()).toBe('closed');
    expect(log).toHaveBeenCalledWith('Not connecting the realtime socket: nobody is signed in');
  });

  test("the platform's WebSocket class fits the option", () => {
    expectTypeOf<typeof WebSocket>().toExtend<WebSocketLike>();
  });
});
