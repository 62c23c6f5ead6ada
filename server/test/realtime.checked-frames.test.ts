import { REALTIME_EVENTS } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createInProcessEventBus } from '../src/realtime/event-bus.js';
import { createUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket, type TestSocket } from './realtime.sockets.js';

// Browsers take a frame's data as sent (the sdk's readServerFrame), so the gateway checks each
// event's data against its schema before it sends it (docs/decisions/0069).
let server: TestServer;
const bus = createInProcessEventBus();

beforeAll(async () => {
  server = await startTestServer({}, { events: bus });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

/** Every frame the socket receives from now on, as text (the test socket's events are already checked). */
function rawFramesOf(socket: TestSocket): string[] {
  const frames: string[] = [];
  socket.ws.on('message', (data) => frames.push(String(data)));
  return frames;
}

describe('what the gateway sends', () => {
  test('an event whose data does not match its schema is logged and never sent; the next one is', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const raw = rawFramesOf(socket);
    const logged = vi.spyOn(server.app.log, 'error');

    await bus.publish([ann.id], REALTIME_EVENTS.CONTRACT_UPDATED, { workId: 'not-an-id', status: 'IN_PROGRESS' } as never);
    const workId = crypto.randomUUID();
    await bus.publish([ann.id], REALTIME_EVENTS.CONTRACT_UPDATED, { workId, status: 'IN_PROGRESS' } as never);

    expect(await socket.next(REALTIME_EVENTS.CONTRACT_UPDATED)).toEqual({ workId, status: 'IN_PROGRESS' });
    expect(socket.events.filter((e) => e.event === REALTIME_EVENTS.CONTRACT_UPDATED)).toHaveLength(1);
    expect(raw.some((frame) => frame.includes('not-an-id'))).toBe(false);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'CONTRACT_UPDATED' }),
      'A realtime event was not sent: its data does not match its schema',
    );
    await socket.close();
  });

  test('only the fields an event names leave the server', async () => {
    const ann = await createUser(server, 'Ann');
    const socket = await joinedSocket(server, { userId: ann.id, token: ann.token });
    const raw = rawFramesOf(socket);
    const workId = crypto.randomUUID();

    await bus.publish([ann.id], REALTIME_EVENTS.CONTRACT_UPDATED, { workId, status: 'IN_PROGRESS', customerEmail: 'ann@example.com' } as never);

    await socket.next(REALTIME_EVENTS.CONTRACT_UPDATED);
    expect(raw.map((frame) => JSON.parse(frame))).toContainEqual({ event: 'CONTRACT_UPDATED', data: { workId, status: 'IN_PROGRESS' } });
    await socket.close();
  });
});
