import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { startTestServer, usePostgres, type TestServer } from './harness.js';

// On PostgreSQL, the reset between tests must survive a statement that holds one table while
// TRUNCATE holds another (a background job's join, as the late-payment sweep does at start-up).
describe.skipIf(!usePostgres)('resetting a test server on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LATE_PAYMENT_SWEEP_INTERVAL_MS: '0', MAIL_SEND_INTERVAL_MS: '0', NOTIFICATION_COPY_INTERVAL_MS: '0' });
  });
  afterAll(async () => server?.close());

  test('a deadlock with another session is retried, and the tables still end up empty', async () => {
    await server.database.db.insert(users).values({ email: 'left-over@example.com', firstName: 'Left', lastName: 'Over', passwordHash: 'x' });
    const tables = (await server.database.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((row) => row.tablename);
    const [current] = await server.database.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      // The other session holds the table TRUNCATE takes last, then asks for the one it took first.
      await other.query('BEGIN');
      await other.query(`SELECT 1 FROM "${tables.at(-1)}" LIMIT 1`);
      const reset = server.reset();
      await waitUntilTruncateWaits(server);
      const otherSide = await other.query(`SELECT 1 FROM "${tables[0]}" LIMIT 1`).then(
        () => 'went on',
        (error: { code?: string }) => error.code,
      );
      await other.query(otherSide === 'went on' ? 'COMMIT' : 'ROLLBACK');
      await reset;
      expect(await server.database.db.select().from(users)).toEqual([]);
    } finally {
      await other.end();
    }
  });
});

async function waitUntilTruncateWaits(server: TestServer): Promise<void> {
  for (;;) {
    const waiting = await server.database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'TRUNCATE%'",
    );
    if (waiting[0]!.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
