import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { encodeServerFrame, parseServerFrame, RealtimeEventDataError } from '../src/realtime/events.js';
import { REALTIME_EVENTS, readServerFrame } from '../src/realtime/protocol.js';
import { createRealtimeClient } from '../src/realtime/socket-client.js';
import { fakeWebSocketClass } from './support/fake-socket.js';

const USER = '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716';
const CONVERSATION = '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f';
const MESSAGE = '1d2c3b4a-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

function openClient() {
  const { FakeSocket, sockets } = fakeWebSocketClass();
  const log = vi.fn();
  const realtime = createRealtimeClient({
    url: 'wss://api.example.test/ws',
    WebSocket: FakeSocket,
    getIdentity: () => ({ userId: USER, token: 'tok-1' }),
    log,
  });
  realtime.connect();
  const socket = sockets[0];
  if (!socket) throw new Error('no socket opened');
  socket.serverOpens();
  return { realtime, socket, log };
}

describe('realtime events', () => {
  test('a frame becomes a typed event for its listeners', () => {
    const { realtime, socket } = openClient();
    const seen = vi.fn();
    const off = realtime.on(REALTIME_EVENTS.MESSAGE_SEEN, seen);

    socket.serverSends(encodeServerFrame('MESSAGE_SEEN', { messageId: MESSAGE, conversationId: CONVERSATION }));
    off();
    socket.serverSends(encodeServerFrame('MESSAGE_SEEN', { messageId: MESSAGE, conversationId: CONVERSATION }));

    expect(seen.mock.calls).toEqual([[{ messageId: MESSAGE, conversationId: CONVERSATION }]]);
    realtime.on(REALTIME_EVENTS.USER_ONLINE, (data) => {
      expectTypeOf(data).toEqualTypeOf<{ userId: string }>();
    });
  });

  test.each([
    ['a frame that is not JSON', 'healthcheck-ok', 'Ignored a realtime frame that is not JSON'],
    ['a binary frame', new ArrayBuffer(4), 'Ignored a realtime frame that is not text'],
    ['a frame without an event', JSON.stringify({ data: {} }), 'Ignored a realtime frame without an event name'],
    ['an unknown event', JSON.stringify({ event: 'WEATHER', data: {} }), 'Ignored an unknown realtime event "WEATHER"'],
    ['an event without its data', JSON.stringify({ event: 'USER_ONLINE' }), 'Ignored a USER_ONLINE event without its data'],
    ['an event whose data is not an object', JSON.stringify({ event: 'USER_ONLINE', data: 'u-1' }), 'Ignored a USER_ONLINE event without its data'],
  ])('%s is logged and dropped, never thrown', (_, frame, problem) => {
    const { realtime, socket, log } = openClient();
    const online = vi.fn();
    realtime.on(REALTIME_EVENTS.USER_ONLINE, online);

    expect(() => socket.serverSends(frame)).not.toThrow();
    expect(log).toHaveBeenCalledWith(problem, frame);
    socket.serverSends(encodeServerFrame('USER_ONLINE', { userId: USER }));
    expect(online).toHaveBeenCalledWith({ userId: USER });
  });

  test('a listener that throws is logged and does not break the socket', () => {
    const { realtime, socket, log } = openClient();
    realtime.on(REALTIME_EVENTS.USER_OFFLINE, () => {
      throw new Error('render failed');
    });
    expect(() => socket.serverSends(encodeServerFrame('USER_OFFLINE', { userId: USER }))).not.toThrow();
    expect(log).toHaveBeenCalledWith('A listener for USER_OFFLINE failed', expect.any(Error));
    expect(realtime.getStatus()).toBe('open');
  });

  test('every event name is its own value, so both ends read the same table', () => {
    for (const [key, value] of Object.entries(REALTIME_EVENTS)) expect(key).toBe(value);
  });

  test('encodeServerFrame and parseServerFrame agree', () => {
    const frame = encodeServerFrame('PAYMENT_SCHEDULE_CHANGE_SET', {
      changeSetId: MESSAGE,
      workId: CONVERSATION,
      action: 'APPROVED',
    });
    expect(parseServerFrame(frame)).toEqual({
      ok: true,
      event: 'PAYMENT_SCHEDULE_CHANGE_SET',
      data: { changeSetId: MESSAGE, workId: CONVERSATION, action: 'APPROVED' },
    });
  });

  test("the server checks an event's data before it sends it, and sends only what the schema names", () => {
    expect(() => encodeServerFrame('USER_ONLINE', { userId: 42 } as never)).toThrow(RealtimeEventDataError);
    expect(() => encodeServerFrame('USER_ONLINE', { userId: 42 } as never)).toThrow(/USER_ONLINE event's data does not match its schema/);
    const frame = encodeServerFrame('USER_ONLINE', { userId: USER, passwordHash: 'secret' } as never);
    expect(JSON.parse(frame)).toEqual({ event: 'USER_ONLINE', data: { userId: USER } });
  });

  test('a browser reads the envelope and takes the data as the server checked it; parseServerFrame checks the data too', () => {
    const unchecked = JSON.stringify({ event: 'USER_ONLINE', data: { userId: 42 } });
    expect(readServerFrame(unchecked)).toEqual({ ok: true, event: 'USER_ONLINE', data: { userId: 42 } });
    expect(parseServerFrame(unchecked)).toEqual({ ok: false, problem: 'Ignored a USER_ONLINE event whose data does not match its schema' });
    expect(parseServerFrame(JSON.stringify({ event: 'WEATHER', data: {} }))).toEqual({ ok: false, problem: 'Ignored an unknown realtime event "WEATHER"' });
  });
});
