import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_STORAGE_KEY, addUserFrame, createClient, createMemoryStorage, REALTIME_EVENTS } from '@tradeshub/sdk';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { seedReferenceData } from '../src/seed/index.js';
import { usePostgres } from './harness.js';
import { openSocket } from './realtime.sockets.js';

// Two real server processes (`server/src/server.ts`) on one PostgreSQL database: what
// happens on one reaches the sockets the other holds. Only meaningful on PostgreSQL.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `tradeshub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const children: ChildProcess[] = [];
let database: DatabaseHandle;
let dataDir: string;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/src/server.ts` as its own process and waits until it answers /health. */
async function startProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      NOTIFICATION_COPY_INTERVAL_MS: '0',
      // Short, so the offline after Ann's socket closes arrives well within a wait.
      WS_OFFLINE_GRACE_MS: '300',
      // An hour: a socket of an ended session can only be closed in time through the bus.
      WS_SESSION_CHECK_MS: '3600000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`The server process stopped with code ${child.exitCode}`);
      expect((await fetch(`${baseUrl}/health`)).ok).toBe(true);
    },
    { timeout: 60_000, interval: 200 },
  );
  return baseUrl;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function userOn(baseUrl: string, firstName: string) {
  const [user] = await database.db
    .insert(users)
    .values({ firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.co.uk`, passwordHash: 'x' })
    .returning({ id: users.id });
  const token = await createSession(database.db, user!.id);
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  return { id: user!.id, token, client: createClient({ baseUrl, storage, logger: { warn: () => undefined } }) };
}

describe.runIf(usePostgres)('two server processes on one PostgreSQL', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-two-processes-'));
    database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    // Migrated once here, so the two processes do not race to create the same tables.
    await database.migrate();
    await seedReferenceData(database.db);
    first = await startProcess(url.toString());
    second = await startProcess(url.toString());
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  test('a message sent through one process reaches a socket held by the other, with presence across them', async () => {
    const ann = await userOn(first, 'Ann');
    const bob = await userOn(first, 'Bob');
    const conversation = await bob.client.chat.createConversation({ body: { receiverId: ann.id } });
    // Both have written, which makes them conversation partners who see each other's presence.
    await bob.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: ann.id, text: 'Hello' } });
    await ann.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: bob.id, text: 'Hi' } });

    const bobSocket = await openSocket(first);
    bobSocket.send(addUserFrame({ userId: bob.id, token: bob.token }));
    const annSocket = await openSocket(second);
    annSocket.send(addUserFrame({ userId: ann.id, token: ann.token }));

    // Bob, on the first process, hears that Ann came online on the second, and the first process knows it.
    expect(await bobSocket.next(REALTIME_EVENTS.USER_ONLINE)).toEqual({ userId: ann.id });
    const onlineSeenByBob = async () => (await bob.client.presence.getOnlineUsers({ body: { userIds: [ann.id] } })).onlineUserIds;
    await vi.waitFor(async () => expect(await onlineSeenByBob()).toEqual([ann.id]));

    // Longer than one NOTIFY payload: 5,000 characters, many of them several bytes in UTF-8.
    const text = `${'Grüße aus Leeds 😀 '.repeat(263).slice(0, 4998)}!`;
    const sent = await bob.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: ann.id, text } });
    const received = await annSocket.next(REALTIME_EVENTS.MESSAGE, (message) => message.id === sent.id);
    expect(received.text).toBe(text);

    await annSocket.close();
    expect(await bobSocket.next(REALTIME_EVENTS.USER_OFFLINE)).toEqual({ userId: ann.id });
    await vi.waitFor(async () => expect(await onlineSeenByBob()).toEqual([]));
    await bobSocket.close();
  }, 60_000);

  test("signing out through one process closes that session's socket on the other at once", async () => {
    const ann = await userOn(first, 'Ann');
    const socket = await openSocket(second);
    socket.send(addUserFrame({ userId: ann.id, token: ann.token }));
    await vi.waitFor(() => expect(socket.ready).toBe(true), { timeout: 5000 });

    await ann.client.auth.signOut();

    expect(await socket.closed).toEqual({ code: 4401, reason: 'Your session has ended; sign in again' });
  }, 30_000);
});
