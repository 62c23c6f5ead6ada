import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';
import { decodeBody, encodeEnvelope, encodeSignal } from './bus-body.js';
import { createAssembler, newWireId, REALTIME_CHANNEL, toPayloads } from './bus-wire.js';
import { createInProcessEventBus, createListeners, type BusSignal, type EventBus, type RealtimeEnvelope } from './event-bus.js';
import { watchListenerLiveness } from './listener-liveness.js';

/** The part of a pino/Fastify logger the bus writes to. */
export interface BusLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The bus for a database: LISTEN/NOTIFY across processes on PostgreSQL, in-process on PGlite. */
export function createEventBus(database: DatabaseHandle, logger: BusLogger): Promise<EventBus> {
  if (database.pool) return createPostgresEventBus(database.pool, logger);
  if (database.pglite) return createPgliteEventBus(database.pglite, logger);
  return Promise.resolve(createInProcessEventBus((error) => logger.error({ err: error }, 'A realtime listener failed')));
}

/**
 * One process on PGlite: events go straight to the listeners; the bus also listens on the
 * channel so events published inside a transaction (publishOnCommit) arrive once it commits,
 * and so do the signals the database sends (signalOnCommit). With no other process, those
 * are the only signals there are.
 */
export async function createPgliteEventBus(pglite: PGlite, logger: BusLogger): Promise<EventBus> {
  const onListenerError = (error: unknown) => logger.error({ err: error }, 'A realtime listener failed');
  const local = createInProcessEventBus(onListenerError);
  const signals = createListeners<BusSignal>(onListenerError);
  const assembler = createAssembler();
  const unlisten = await pglite.listen(REALTIME_CHANNEL, (payload) => {
    const whole = assembler.add(payload);
    const body = whole && decodeBody(whole.body);
    if (!body) return;
    if ('envelope' in body) void local.publish(body.envelope.to, body.envelope.event, body.envelope.data);
    else signals.emit(body.signal);
  });
  return {
    ...local,
    onSignal: signals.add,
    async close() {
      await local.close();
      signals.clear();
      if (!pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}

const RETRY_MS = [250, 1000, 2000, 5000, 10_000];

/** The part of a pg.Client the bus listens with (a fake one in tests). */
export type ListenerClient = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on' | 'removeAllListeners'>;

export interface PostgresBusOptions {
  /** How often the listening connection checks it still hears (30 s). */
  probeIntervalMs?: number;
  /** How long that check may take before the connection is replaced (10 s). */
  probeTimeoutMs?: number;
  /** Opens the listening connection; a pg.Client on the pool's settings by default. */
  openListener?: () => ListenerClient;
}

/**
 * Several processes on one PostgreSQL: every publish reaches this process's listeners at once
 * and the other processes through NOTIFY on one channel, heard on one dedicated connection
 * per process. That connection is re-opened when the database drops it; what was published
 * meanwhile is lost to this process (clients catch up by reading when their socket reopens).
 */
export async function createPostgresEventBus(pool: pg.Pool, logger: BusLogger, options: PostgresBusOptions = {}): Promise<EventBus> {
  const processId = newWireId();
  // Quoted where it is named in SQL: ids may hold '-'.
  const probeChannel = `tradeshub_probe_${processId}`;
  const onListenerError = (error: unknown) => logger.error({ err: error }, 'A realtime listener failed');
  const events = createListeners<RealtimeEnvelope>(onListenerError);
  const signals = createListeners<BusSignal>(onListenerError);
  const assembler = createAssembler();
  let listener: ListenerClient | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  function receive(payload: string): void {
    const whole = assembler.add(payload);
    if (!whole || whole.origin === processId) return;
    const body = decodeBody(whole.body);
    if (!body) return logger.warn({ payload: payload.slice(0, 200) }, 'Ignored an unreadable realtime bus message');
    if ('envelope' in body) events.emit(body.envelope);
    else signals.emit(body.signal);
  }

  function lost(client: ListenerClient, error?: Error): void {
    // Only the connection in use matters; one that failed while opening is handled by listen().
    if (listener !== client) return;
    listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error }, 'The realtime bus lost its PostgreSQL connection; listening again shortly');
    scheduleListen();
  }

  function scheduleListen(): void {
    if (closed || retryTimer) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch((error: unknown) => {
        failures += 1;
        logger.warn({ err: error }, 'The realtime bus could not listen on PostgreSQL; trying again');
        scheduleListen();
      });
    }, delay);
    retryTimer.unref();
  }

  // A half-open connection raises no error; the probe notices it stopped hearing and the
  // connection is replaced as if the database had dropped it.
  const liveness = watchListenerLiveness({
    channel: probeChannel,
    intervalMs: options.probeIntervalMs ?? 30_000,
    timeoutMs: options.probeTimeoutMs ?? 10_000,
    current: () => listener,
    onDead: (client, error) => lost(client as ListenerClient, error),
  });

  function openListener(): ListenerClient {
    // Keep-alive lets the operating system notice a peer that is gone, too (more slowly).
    return new pg.Client({ ...pool.options, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  }

  async function listen(): Promise<void> {
    const client = (options.openListener ?? openListener)();
    // Without an error listener a dropped connection would be an uncaught error and stop the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      if (message.channel === REALTIME_CHANNEL) receive(message.payload);
      else if (message.channel === probeChannel) liveness.heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}; LISTEN "${probeChannel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    listener = client;
    failures = 0;
    // Tell this process's own presence it is (again) hearing the others, so it can re-sync.
    signals.emit({ kind: 'hello', process: processId });
  }

  async function notify(body: string): Promise<void> {
    const payloads = toPayloads(body, processId);
    try {
      await pool.query(`SELECT pg_notify($1, part) FROM unnest($2::text[]) AS part`, [REALTIME_CHANNEL, payloads]);
    } catch (error) {
      logger.error({ err: error }, 'Could not publish a realtime event to the other server processes');
    }
  }

  await listen();
  return {
    processId,
    async publish(to, event, data) {
      if (to.length === 0) return;
      const envelope = { to, event, data } as RealtimeEnvelope;
      events.emit(envelope);
      await notify(encodeEnvelope(envelope));
    },
    subscribe: events.add,
    signal: (signal) => notify(encodeSignal(signal)),
    onSignal: signals.add,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      liveness.stop();
      events.clear();
      signals.clear();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
