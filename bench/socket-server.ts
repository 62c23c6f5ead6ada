// The server half of bench/sockets.ts, in a process of its own so the clients' memory never
// counts: the real app on PGlite (or BENCH_DATABASE_URL's PostgreSQL), answering the bench
// over IPC. Run with --expose-gc so memory is read after a full collection.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { sessions, users } from '../server/src/db/schema/index.js';
import { newToken, sha256 } from '../server/src/modules/auth/secrets.js';
import { SESSION_TTL_MS } from '../server/src/modules/auth/sessions.js';
import { seedReferenceData } from '../server/src/seed/index.js';

export type BenchQuestion = { kind: 'users'; count: number } | { kind: 'memory' } | { kind: 'joined' } | { kind: 'settled' };
export type BenchRequest = BenchQuestion & { id: number };

const databaseUrl = process.env.BENCH_SOCKETS_DATABASE_URL;
const database = databaseUrl ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 }) : openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
await seedReferenceData(database.db);
const dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-bench-sockets-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_ENABLED: 'false',
  DATA_DIR: dataDir,
  NOTIFICATION_COPY_INTERVAL_MS: '0',
  // Every bench socket comes from 127.0.0.1; the gateway's default of 50 per address would
  // refuse all but the first 50 (the bench failed so from 56f3209 on).
  WS_MAX_SOCKETS_PER_IP: '100000',
});
const app = await buildApp(config, { database });
await app.listen({ host: '127.0.0.1', port: 0 });
const userIds: string[] = [];

/** Users with a live session each, inserted in bulk (signing in 10,000 people is not what is measured). */
async function createUsers(count: number) {
  const created: { id: string; token: string }[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Math.min(1000, count - start);
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: batch }, (_, i) => ({
          firstName: 'Bench',
          lastName: `User ${userIds.length + start + i}`,
          email: `bench.${userIds.length + start + i}.${Date.now()}@example.co.uk`,
          passwordHash: 'not-a-password',
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newToken());
    await database.db.insert(sessions).values(
      rows.map((row, i) => ({ userId: row.id, tokenHash: sha256(tokens[i]!), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })),
    );
    rows.forEach((row, i) => created.push({ id: row.id, token: tokens[i]! }));
  }
  userIds.push(...created.map((u) => u.id));
  return created;
}

function collectedMemory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run the bench server with --expose-gc');
  gc();
  gc();
  return process.memoryUsage();
}

/**
 * Waits until the server has caught up: a query answers within 5 ms, so it no longer queues
 * behind the presence announcements that thousands of sockets opening or closing set off.
 */
async function settled(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const asked = performance.now();
    await database.query('SELECT 1');
    if (performance.now() - asked < 5) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

process.on('message', (request: BenchRequest) => {
  const answer = async () => {
    if (request.kind === 'users') return createUsers(request.count);
    if (request.kind === 'memory') return collectedMemory();
    if (request.kind === 'settled') return settled();
    return userIds.reduce((sum, id) => sum + app.gateway.socketsOf(id), 0);
  };
  answer().then(
    (result) => process.send?.({ id: request.id, result }),
    (error: unknown) => process.send?.({ id: request.id, error: String(error) }),
  );
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
process.send?.({ ready: true, port: (app.server.address() as AddressInfo).port });
