import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { addUserFrameSchema, encodeServerFrame } from '@tradeshub/sdk';
import WebSocket, { type RawData } from 'ws';
import type { Queryable } from '../db/client.js';
import { liveSessionIds, resolveSession } from '../modules/auth/sessions.js';
import { CLOSE, type CloseReason } from './close-codes.js';
import type { BusLogger } from './database-event-bus.js';
import type { BusSignal, EventBus, RealtimeEnvelope } from './event-bus.js';
import type { Presence } from './presence.js';
import { createAddressCounter, refuseOtherOrigins, type OriginRule } from './socket-admission.js';

export interface GatewayOptions extends Partial<OriginRule> {
  db: Queryable;
  bus: EventBus;
  presence: Presence;
  logger: BusLogger;
  /** A socket that has not sent a valid ADD_USER by then is closed. */
  addUserTimeoutMs?: number;
  /** Every socket is pinged this often; one that has not answered the previous ping is dropped. */
  pingIntervalMs?: number;
  /**
   * How often the sessions behind open sockets are checked; sockets of ended sessions are
   * closed. A backstop: sign-outs and revocations close their sockets at once through the bus.
   */
  sessionCheckMs?: number;
  /** Sockets one user may hold in this process (tabs, devices); one more is closed with 4429. */
  maxSocketsPerUser?: number;
  /** Sockets one network address may hold in this process, signed in or not; one more is closed with 4429. */
  maxSocketsPerIp?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the gateway holds in this process (for health pages and tests). */
    gateway: { socketsOf(userId: string): number; socketCount(): number };
  }
}

/** Frames are small JSON; anything bigger is not one of ours. */
export const MAX_FRAME_BYTES = 4 * 1024;
/** A socket that cannot keep up (this much unsent) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * A socket with what the gateway knows about it. Fields instead of closures per socket:
 * an idle socket costs the WebSocket and these few values (the listeners are shared).
 */
class MemberSocket extends WebSocket {
  userId: string | null = null;
  sessionId: string | null = null;
  /** The network address it came from, counted against the per-address cap. */
  address: string | null = null;
  joining = false;
  alive = true;
  deadline: NodeJS.Timeout | undefined = undefined;
}

/**
 * The websocket gateway at /ws (ARCHITECTURE.md section 6): the first frame must be ADD_USER
 * with a token of a live session of that user; then the socket receives every event the bus
 * carries for the user. A user may hold up to maxSocketsPerUser sockets (tabs, devices).
 */
export async function registerGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const { db, bus, presence, logger } = options;
  const sockets = new Map<string, Set<MemberSocket>>();
  const addresses = createAddressCounter();
  const originRule: OriginRule = { allowedOrigins: options.allowedOrigins ?? [], allowLoopbackOrigins: options.allowLoopbackOrigins ?? false };
  const maxSocketsPerUser = options.maxSocketsPerUser ?? 20;
  const maxSocketsPerIp = options.maxSocketsPerIp ?? 50;
  let closing = false;

  function refuse(socket: MemberSocket, reason: CloseReason): void {
    socket.close(reason.code, reason.reason);
  }

  async function addUser(socket: MemberSocket, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuse(socket, CLOSE.NOT_ADD_USER);
    }
    const frame = addUserFrameSchema.safeParse(json);
    if (!frame.success) return refuse(socket, CLOSE.NOT_ADD_USER);
    // The deadline is for the client to speak; checking the session may queue behind a
    // storm of reconnecting sockets and must not count against it.
    clearTimeout(socket.deadline);
    socket.deadline = undefined;
    socket.joining = true;
    const viewer = await resolveSession(db, frame.data.token);
    if (socket.readyState !== WebSocket.OPEN || closing) return;
    if (!viewer) return refuse(socket, CLOSE.SESSION_NOT_VALID);
    if (viewer.userId !== frame.data.userId) return refuse(socket, CLOSE.OTHER_USER);
    let tabs = sockets.get(viewer.userId);
    if ((tabs?.size ?? 0) >= maxSocketsPerUser) return refuse(socket, CLOSE.TOO_MANY_FOR_USER);
    socket.joining = false;
    socket.userId = viewer.userId;
    socket.sessionId = viewer.sessionId;
    if (!tabs) {
      tabs = new Set();
      sockets.set(viewer.userId, tabs);
    }
    tabs.add(socket);
    if (tabs.size === 1) presence.userJoined(viewer.userId);
    // Held now: tell the client, which counts itself open (and catches up) from this frame.
    socket.send(encodeServerFrame('READY', { userId: viewer.userId }));
  }

  // ws calls listeners with the socket as `this`; every socket here is a MemberSocket.
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean): void {
    const socket = this as MemberSocket;
    socket.alive = true;
    if (isBinary) return refuse(socket, CLOSE.BINARY);
    // After ADD_USER the client only sends healthchecks, which just mark the socket alive;
    // anything else is ignored, as is a frame sent while ADD_USER is being checked.
    if (socket.userId !== null || socket.joining) return;
    addUser(socket, data.toString()).catch((error: unknown) => {
      logger.error({ err: error }, 'Could not check the session of a realtime socket');
      refuse(socket, CLOSE.TRY_AGAIN);
    });
  }

  function onPong(this: WebSocket): void {
    (this as MemberSocket).alive = true;
  }

  function onClose(this: WebSocket): void {
    const socket = this as MemberSocket;
    clearTimeout(socket.deadline);
    if (socket.address !== null) addresses.remove(socket.address);
    const userId = socket.userId;
    if (userId === null) return;
    const tabs = sockets.get(userId);
    if (!tabs?.delete(socket) || tabs.size > 0) return;
    sockets.delete(userId);
    presence.userLeft(userId);
  }

  function onError(this: WebSocket, error: Error): void {
    logger.warn({ err: error }, 'A realtime socket failed');
    this.terminate();
  }

  function onDeadline(socket: MemberSocket): void {
    if (socket.userId === null) refuse(socket, CLOSE.NO_ADD_USER);
  }

  /** The envelope as a frame, its data checked against the event's schema; null (and logged) when it does not match. */
  function frameOf(envelope: RealtimeEnvelope): string | null {
    try {
      return encodeServerFrame(envelope.event, envelope.data as never);
    } catch (error) {
      logger.error({ err: error, event: envelope.event }, 'A realtime event was not sent: its data does not match its schema');
      return null;
    }
  }

  function deliver(envelope: RealtimeEnvelope): void {
    let frame: string | null | undefined;
    for (const userId of envelope.to) {
      const tabs = sockets.get(userId);
      if (!tabs) continue;
      if (frame === undefined) frame = frameOf(envelope);
      if (frame === null) return;
      for (const socket of tabs) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(frame);
      }
    }
  }

  await app.register(websocket, {
    // ws builds each socket from this subclass; the plugin's typings only name ws's own class.
    options: { maxPayload: MAX_FRAME_BYTES, WebSocket: MemberSocket as never },
    // Tell clients why (1001) so they reconnect, to this process's successor or another one.
    preClose(done) {
      closing = true;
      for (const socket of app.websocketServer.clients) socket.close(CLOSE.RESTARTING.code, CLOSE.RESTARTING.reason);
      app.websocketServer.close();
      done();
    },
  });

  // No rate limit: one upgrade per tab, and the global limit is off (routes opt in); the
  // sockets per address and per user are capped instead.
  app.get('/ws', { websocket: true, schema: { hide: true }, preValidation: refuseOtherOrigins(originRule) }, (raw, request) => {
    const socket = raw as MemberSocket;
    // @fastify/websocket's own error listener is a closure holding the upgrade request and
    // reply for the socket's whole life; the shared listener lets them be collected.
    socket.removeAllListeners('error');
    socket.on('error', onError);
    socket.on('message', onMessage);
    socket.on('pong', onPong);
    socket.on('close', onClose);
    socket.address = request.ip;
    if (addresses.add(request.ip) > maxSocketsPerIp) return refuse(socket, CLOSE.TOO_MANY_FROM_ADDRESS);
    socket.deadline = setTimeout(onDeadline, options.addUserTimeoutMs ?? 5_000, socket);
  });

  app.decorate('gateway', {
    socketsOf: (userId: string) => sockets.get(userId)?.size ?? 0,
    socketCount: () => app.websocketServer.clients.size,
  });

  const unsubscribe = bus.subscribe(deliver);

  // A sign-out or revocation committed somewhere: its sockets here close now, not at the next check.
  function onSessionsEnded(signal: BusSignal): void {
    if (signal.kind !== 'sessions-ended' || !Array.isArray(signal.sessionIds)) return;
    const tabs = sockets.get(signal.userId);
    if (!tabs) return;
    const ended = new Set(signal.sessionIds);
    for (const socket of tabs) if (ended.has(socket.sessionId!)) refuse(socket, CLOSE.SESSION_ENDED);
  }
  const stopHearingSessions = bus.onSignal(onSessionsEnded);

  const pinger = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      const socket = client as MemberSocket;
      if (!socket.alive) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }, options.pingIntervalMs ?? 30_000);
  pinger.unref();

  let checking = false;
  const sessionChecker = setInterval(() => {
    if (checking || sockets.size === 0) return;
    checking = true;
    closeEndedSessions()
      .catch((error: unknown) => logger.error({ err: error }, 'Could not check the sessions of open sockets'))
      .finally(() => (checking = false));
  }, options.sessionCheckMs ?? 60_000);
  sessionChecker.unref();

  async function closeEndedSessions(): Promise<void> {
    const held = new Set<string>();
    for (const tabs of sockets.values()) for (const socket of tabs) held.add(socket.sessionId!);
    const live = await liveSessionIds(db, [...held]);
    for (const tabs of sockets.values()) {
      for (const socket of tabs) if (!live.has(socket.sessionId!)) refuse(socket, CLOSE.SESSION_ENDED);
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    clearInterval(sessionChecker);
    unsubscribe();
    stopHearingSessions();
    await presence.close();
  });
}
