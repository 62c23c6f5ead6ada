import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { encodeEnvelope } from '../src/realtime/bus-body.js';
import { createAssembler, REALTIME_CHANNEL, toPayloads } from '../src/realtime/bus-wire.js';
import { createPostgresEventBus, type ListenerClient } from '../src/realtime/database-event-bus.js';
import type { RealtimeEnvelope } from '../src/realtime/event-bus.js';
import { usePostgres } from './harness.js';

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

describe('NOTIFY payloads', () => {
  test.each([
    ['a short body', 'hello'],
    ['5,000 characters of three-byte letters', '€'.repeat(5000)],
    ['emoji whose pairs fall on part boundaries', `x${'😀'.repeat(6000)}`],
  ])('%s is cut into parts under 8000 bytes that put back together in any order', (_, body) => {
    const payloads = toPayloads(body, 'proc1');
    for (const payload of payloads) {
      expect(utf8(payload)).toBeLessThan(8000);
      expect(payload).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    const assembler = createAssembler();
    const results = [...payloads].reverse().map((payload) => assembler.add(payload));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toEqual({ origin: 'proc1', body });
    expect(assembler.pending()).toBe(0);
  });

  test('ignores malformed payloads and drops bodies whose parts never all arrive', () => {
    let now = 0;
    const assembler = createAssembler(() => now);
    expect(assembler.add('not a payload')).toBeNull();
    expect(assembler.add('abc:3:2::x')).toBeNull();
    const [first] = toPayloads('y'.repeat(6000), '');
    expect(assembler.add(first!)).toBeNull();
    expect(assembler.pending()).toBe(1);
    now = 61_000;
    assembler.add(toPayloads('z'.repeat(6000), '')[0]!);
    expect(assembler.pending()).toBe(1);
  });
});

/**
 * A listening connection driven by the test. `deafness` 'silent': its queries answer but
 * notifications stop arriving; 'hung': its queries never answer (a half-open TCP connection).
 */
class FakeListener extends EventEmitter {
  deafness: 'none' | 'silent' | 'hung' = 'none';
  readonly queries: string[] = [];
  ended = false;

  async connect(): Promise<void> {}

  query(text: string, params: string[] = []): Promise<{ rows: [] }> {
    this.queries.push(text);
    if (this.deafness === 'hung') return new Promise(() => {});
    if (text.startsWith('SELECT pg_notify') && this.deafness === 'none') {
      setImmediate(() => this.emit('notification', { channel: params[0], payload: params[1] }));
    }
    return Promise.resolve({ rows: [] });
  }

  async end(): Promise<void> {
    this.ended = true;
  }
}

describe("the listening connection's liveness probe", () => {
  test.each([
    ['its notifications stop arriving', 'silent' as const],
    ['its queries stop answering', 'hung' as const],
  ])('a connection that goes quiet because %s is replaced and LISTENs again', async (_, deafness) => {
    const listeners: FakeListener[] = [];
    const pool = { options: {}, query: vi.fn(async () => ({ rows: [] })) } as unknown as pg.Pool;
    const logger = { warn: vi.fn(), error: vi.fn() };
    const bus = await createPostgresEventBus(pool, logger, {
      probeIntervalMs: 20,
      probeTimeoutMs: 50,
      openListener: () => {
        const listener = new FakeListener();
        listeners.push(listener);
        return listener as unknown as ListenerClient;
      },
    });
    try {
      const [first] = listeners;
      expect(first?.queries[0]).toMatch(new RegExp(`^LISTEN ${REALTIME_CHANNEL};`));
      // Healthy: it probes itself, hears the probe back and stays.
      await vi.waitFor(() => expect(first!.queries.filter((q) => q.startsWith('SELECT pg_notify')).length).toBeGreaterThan(3));
      expect(listeners).toHaveLength(1);
      expect(logger.warn).not.toHaveBeenCalled();

      first!.deafness = deafness;
      await vi.waitFor(() => expect(listeners).toHaveLength(2), { timeout: 5_000 });
      expect(first!.ended).toBe(true);
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/lost its PostgreSQL connection/));
      const second = listeners[1]!;
      await vi.waitFor(() => expect(second.queries[0]).toMatch(/^LISTEN /));

      // The new connection carries events from the other processes again.
      const heard: RealtimeEnvelope[] = [];
      bus.subscribe((envelope) => heard.push(envelope));
      const userId = randomUUID();
      const [payload] = toPayloads(encodeEnvelope({ to: [userId], event: 'USER_ONLINE', data: { userId } }), 'another-process');
      second.emit('notification', { channel: REALTIME_CHANNEL, payload });
      expect(heard).toEqual([{ to: [userId], event: 'USER_ONLINE', data: { userId } }]);
    } finally {
      await bus.close();
    }
  });
});

/**
 * A TCP relay to PostgreSQL that can freeze the connections it carries: bytes stop flowing
 * both ways and nothing is closed, as with a half-open connection. New connections still pass.
 */
async function freezableRelay(target: URL) {
  const links: Array<[Socket, Socket]> = [];
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    links.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      for (const [client, upstream] of links.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async close() {
      server.close();
      for (const [client, upstream] of links) [client, upstream].forEach((socket) => socket.destroy());
    },
  };
}

// Only meaningful on PostgreSQL: PGlite has no server to end connections.
describe.runIf(usePostgres)('the PostgreSQL bus', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tradeshub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let url: URL;
  let database: DatabaseHandle;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  test('carries events between two buses, and listens again after the database ends its connection', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const sender = await createPostgresEventBus(database.pool!, logger);
    const receiver = await createPostgresEventBus(database.pool!, logger);
    const heard: RealtimeEnvelope[] = [];
    receiver.subscribe((envelope) => heard.push(envelope));
    const ownEcho: RealtimeEnvelope[] = [];
    sender.subscribe((envelope) => ownEcho.push(envelope));
    try {
      const userId = randomUUID();
      await sender.publish([userId], 'USER_ONLINE', { userId });
      await vi.waitFor(() => expect(heard).toEqual([{ to: [userId], event: 'USER_ONLINE', data: { userId } }]));
      expect(ownEcho).toHaveLength(1);

      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'",
        [name],
      );
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
      await vi.waitFor(
        async () => {
          await sender.publish([userId], 'USER_OFFLINE', { userId });
          expect(heard.map((e) => e.event)).toContain('USER_OFFLINE');
        },
        { timeout: 10_000, interval: 300 },
      );
    } finally {
      await sender.close();
      await receiver.close();
    }
  });

  test('a listening connection that silently stops carrying anything is noticed and replaced', async () => {
    const relay = await freezableRelay(url);
    const receiverPool = new pg.Pool({ connectionString: relay.url, max: 1 });
    receiverPool.on('error', () => undefined);
    const logger = { warn: vi.fn(), error: vi.fn() };
    const sender = await createPostgresEventBus(database.pool!, logger);
    const receiver = await createPostgresEventBus(receiverPool, logger, { probeIntervalMs: 100, probeTimeoutMs: 300 });
    const heard: string[] = [];
    receiver.subscribe((envelope) => heard.push(envelope.event));
    try {
      const userId = randomUUID();
      await sender.publish([userId], 'USER_ONLINE', { userId });
      await vi.waitFor(() => expect(heard).toEqual(['USER_ONLINE']));

      relay.freeze();
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/lost its PostgreSQL connection/)), {
        timeout: 5_000,
      });
      await vi.waitFor(
        async () => {
          await sender.publish([userId], 'USER_OFFLINE', { userId });
          expect(heard).toContain('USER_OFFLINE');
        },
        { timeout: 10_000, interval: 300 },
      );
    } finally {
      await sender.close();
      await receiver.close();
      await relay.close();
      await receiverPool.end().catch(() => undefined);
    }
  });
});
