import { randomUUID } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { usePostgres } from './harness.js';

// Only meaningful on PostgreSQL: PGlite has no server to end connections.
describe.runIf(usePostgres)('a PostgreSQL pool', () => {
  test('survives the database ending its idle connections, and reconnects', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `tradeshub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
