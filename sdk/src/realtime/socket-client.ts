import mittImport, { type Handler } from 'mitt';
import { HEALTHCHECK_INTERVAL_MS, SOCKET_RECONNECT_MS } from '../domain/constants.js';
import type { RealtimeEvents } from './events.js';
import { addUserFrame, HEALTHCHECK_FRAME, readServerFrame, SOCKET_CLOSE_CODES, type RealtimeEventName } from './protocol.js';
import { SOCKET_STATUS, type SocketStatus } from './socket-status.js';

/** The part of a WebSocket the client uses; the browser's WebSocket and test fakes both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: SocketEventLike) => void): void;
}
export interface SocketEventLike {
  readonly type: string;
  readonly data?: unknown;
  /** On 'close': the code the server closed with. */
  readonly code?: number;
}
/** A WebSocket class: pass `ws` in Node, a fake in tests; the platform's is the default. */
export type WebSocketLike = new (url: string) => SocketLike;


const WS_OPEN = 1;

/** Closes after which reconnecting with the same identity is pointless. */
const REFUSED_IDENTITY: ReadonlySet<number> = new Set([SOCKET_CLOSE_CODES.SESSION_NOT_VALID, SOCKET_CLOSE_CODES.OTHER_USER]);

// mitt's typings describe a CommonJS module while Node and bundlers load its ES module, so
// under NodeNext the default import is typed as the module; take the function in either shape.
const mitt = (typeof mittImport === 'function' ? mittImport : mittImport.default) as typeof mittImport.default;

/** Who the socket announces itself as (read on every open, so a refreshed token is used). */
export interface RealtimeIdentity {
  readonly userId: string;
  readonly token: string;
}

/**
 * Milliseconds to wait before reconnect try number `tries` (1 for the first). The spec fixes
 * 3 s for every try; it is a function so a backoff can replace it in one place.
 */
export function reconnectDelayMs(_tries: number): number {
  return SOCKET_RECONNECT_MS;
}

export interface RealtimeClientOptions {
  /** The gateway, e.g. wss://api.tradeshub.co.uk/ws. */
  readonly url: string;
  readonly WebSocket?: WebSocketLike;
  /** Null when nobody is signed in; the socket then stays closed. */
  readonly getIdentity: () => RealtimeIdentity | null;
  readonly reconnectDelayMs?: (tries: number) => number;
  readonly healthcheckIntervalMs?: number;
  /** Where malformed frames and socket errors are reported; the client never throws them. */
  readonly log?: (message: string, detail?: unknown) => void;
}

export interface RealtimeClient {
  /**
   * Opens the socket (no-op when already open or opening) and keeps it open until
   * disconnect(), or until the gateway refuses the identity (status 'unauthorised').
   */
  connect(): void;
  /** Closes the socket for good: no reconnect follows until connect() is called again. */
  disconnect(): void;
  getStatus(): SocketStatus;
  /** Calls the listener on every status change; returns the unsubscribe function. */
  onStatusChange(listener: (status: SocketStatus) => void): () => void;
  /**
   * Listens for one server event; returns the unsubscribe function.
   * @example client.realtime.on(REALTIME_EVENTS.MESSAGE, (message) => addToThread(message))
   */
  on<K extends RealtimeEventName>(event: K, handler: Handler<RealtimeEvents[K]>): () => void;
  off<K extends RealtimeEventName>(event: K, handler: Handler<RealtimeEvents[K]>): void;
}

/** Resolves the WebSocket class, failing with what to do when the platform has none. */
function resolveWebSocket(custom?: WebSocketLike): WebSocketLike {
  if (custom) return custom;
  const platform = (globalThis as { WebSocket?: WebSocketLike }).WebSocket;
  if (!platform) throw new Error('This runtime has no WebSocket. Pass one (e.g. from "ws") as the `WebSocket` option.');
  return platform;
}

/**
 * The realtime socket: ADD_USER on open, healthcheck every 60 s, reconnect 3 s after a close,
 * except a close refusing the identity (4401, 4403), which stops it as 'unauthorised'.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[tradeshub] ${message}`, detail));
  const delayFor = options.reconnectDelayMs ?? reconnectDelayMs;
  const events = mitt<RealtimeEvents>();
  const statusListeners = new Set<(status: SocketStatus) => void>();
  let status: SocketStatus = SOCKET_STATUS.CLOSED;
  let socket: SocketLike | null = null;
  let wanted = false;
  let tries = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let healthcheckTimer: ReturnType<typeof setInterval> | undefined;

  function setStatus(next: SocketStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function stopTimers(): void {
    clearTimeout(reconnectTimer);
    clearInterval(healthcheckTimer);
    reconnectTimer = undefined;
    healthcheckTimer = undefined;
  }

  function scheduleReconnect(): void {
    if (!wanted || reconnectTimer !== undefined) return;
    tries += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, delayFor(tries));
  }

  function handleFrame(raw: unknown): void {
    const frame = readServerFrame(raw);
    if (!frame.ok) return log(frame.problem, raw);
    if (frame.event === 'READY') {
      tries = 0;
      setStatus(SOCKET_STATUS.OPEN);
    }
    try {
      // The data as the server checked it before sending (encodeServerFrame), typed by its event.
      events.emit(frame.event, frame.data as RealtimeEvents[typeof frame.event]);
    } catch (error) {
      log(`A listener for ${frame.event} failed`, error);
    }
  }

  function open(): void {
    if (!options.getIdentity()) {
      log('Not connecting the realtime socket: nobody is signed in');
      wanted = false;
      return setStatus(SOCKET_STATUS.CLOSED);
    }
    setStatus(SOCKET_STATUS.CONNECTING);
    let current: SocketLike;
    try {
      current = new (resolveWebSocket(options.WebSocket))(options.url);
    } catch (error) {
      log('Could not open the realtime socket', error);
      setStatus(SOCKET_STATUS.CLOSED);
      return scheduleReconnect();
    }
    socket = current;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      const identity = options.getIdentity();
      if (!identity) return disconnect();
      current.send(addUserFrame(identity));
      clearInterval(healthcheckTimer);
      healthcheckTimer = setInterval(() => {
        if (current.readyState === WS_OPEN) current.send(HEALTHCHECK_FRAME);
      }, options.healthcheckIntervalMs ?? HEALTHCHECK_INTERVAL_MS);
      // Still 'connecting': the socket is open only once the gateway says READY (it holds the
      // socket for this user), so catch-up work done on 'open' cannot race the registration.
    });
    current.addEventListener('message', (event) => {
      if (socket === current) handleFrame(event.data);
    });
    current.addEventListener('error', (event) => log('The realtime socket reported an error', event));
    current.addEventListener('close', (event) => {
      if (socket !== current) return;
      socket = null;
      clearInterval(healthcheckTimer);
      healthcheckTimer = undefined;
      if (event.code !== undefined && REFUSED_IDENTITY.has(event.code)) {
        log(`The realtime gateway refused this session (${event.code}); not reconnecting until connect() is called again`);
        wanted = false;
        tries = 0;
        return setStatus(SOCKET_STATUS.UNAUTHORISED);
      }
      setStatus(SOCKET_STATUS.CLOSED);
      scheduleReconnect();
    });
  }

  function disconnect(): void {
    wanted = false;
    stopTimers();
    const closing = socket;
    socket = null;
    closing?.close(1000, 'Signed out or closed by the app');
    setStatus(SOCKET_STATUS.CLOSED);
  }

  return {
    connect() {
      wanted = true;
      if (socket || reconnectTimer !== undefined) return;
      open();
    },
    disconnect,
    getStatus: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    on(event, handler) {
      events.on(event, handler);
      return () => events.off(event, handler);
    },
    off(event, handler) {
      events.off(event, handler);
    },
  };
}
