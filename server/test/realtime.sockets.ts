import { addUserFrame, parseServerFrame, type RealtimeEventName, type RealtimeEvents } from '@tradeshub/sdk';
import { vi } from 'vitest';
import WebSocket from 'ws';

// Real sockets against a real listening server, for the realtime tests.

export interface ReceivedEvent {
  event: RealtimeEventName;
  data: unknown;
}

export interface TestSocket {
  ws: WebSocket;
  /** Every event received so far, in order (READY, the ADD_USER acknowledgement, is kept apart). */
  events: ReceivedEvent[];
  /** The gateway acknowledged ADD_USER. */
  readonly ready: boolean;
  /** Resolves with the close code and reason once the server (or the test) closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  send(frame: string | Buffer): void;
  /** Waits for an event of this name (matching `where`, if given) and returns its data. */
  next<K extends RealtimeEventName>(event: K, where?: (data: RealtimeEvents[K]) => boolean): Promise<RealtimeEvents[K]>;
  close(): Promise<void>;
}

export function wsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/ws`;
}

/** Opens a socket to the gateway and waits until it is open. */
export async function openSocket(baseUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(wsUrl(baseUrl));
  const events: ReceivedEvent[] = [];
  let ready = false;
  ws.on('message', (raw, isBinary) => {
    const frame = parseServerFrame(isBinary ? null : raw.toString());
    // READY acknowledges ADD_USER (joinedSocket waits for it); the tests read the events after it.
    if (frame.ok && frame.event === 'READY') ready = true;
    else if (frame.ok) events.push({ event: frame.event, data: frame.data });
    else events.push({ event: 'INVALID' as RealtimeEventName, data: frame.problem });
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    events,
    get ready() {
      return ready;
    },
    closed,
    send: (frame) => ws.send(frame),
    async next(event, where) {
      const matches = () =>
        events.find((e) => e.event === event && (!where || where(e.data as RealtimeEvents[typeof event])));
      await vi.waitFor(
        () => {
          if (!matches()) throw new Error(`No ${event} event yet; received ${events.map((e) => e.event).join(', ') || 'nothing'}`);
        },
        { timeout: 5000, interval: 10 },
      );
      return matches()!.data as RealtimeEvents[typeof event];
    },
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.close(1000);
      await closed;
    },
  };
}

/** A socket that sent ADD_USER; resolves once the gateway holds it for the user. */
export async function joinedSocket(
  server: { baseUrl: string; app: { gateway: { socketsOf(userId: string): number } } },
  identity: { userId: string; token: string },
): Promise<TestSocket> {
  const before = server.app.gateway.socketsOf(identity.userId);
  const socket = await openSocket(server.baseUrl);
  socket.send(addUserFrame(identity));
  await vi.waitFor(
    () => {
      if (server.app.gateway.socketsOf(identity.userId) <= before) throw new Error('The gateway has not taken the socket yet');
      if (!socket.ready) throw new Error('The gateway has not said READY yet');
    },
    { timeout: 5000, interval: 5 },
  );
  return socket;
}
