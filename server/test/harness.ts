import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedReferenceData } from '../src/seed/index.js';

/**
 * A real listening server on 127.0.0.1 for one test file, on in-memory PGlite by default
 * or, with TEST_DB=postgres, in a database of its own on TEST_DATABASE_URL's server, so
 * runs and files never collide.
 */
export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  database: DatabaseHandle;
  /** Empties every table between tests, then puts back the reference data (categories, templates, content). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const usePostgres = process.env.TEST_DB === 'postgres';

/** `deps` replaces app parts, e.g. `events` with a bus the test subscribes to. Uploads go to a temp folder removed on close. */
export async function startTestServer(
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestServer> {
  const filesDir = await mkdtemp(join(tmpdir(), 'tradeshub-files-'));
  const config = loadConfig({
    FILES_DIR: filesDir,
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_ENABLED: 'false',
    SITE_URL: 'http://localhost:3000',
    ...env,
  });
  const databaseName = usePostgres ? `tradeshub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : null;
  if (databaseName) await admin(`CREATE DATABASE "${databaseName}"`);
  const database = databaseName
    ? openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl(), databaseName), poolSize: 4 })
    : openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp(config, { ...deps, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const tables = await listTables(database);
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    async reset() {
      await truncateAll(database, tables);
      await seedReferenceData(database.db);
    },
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
      if (databaseName) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    },
  };
}

/**
 * TRUNCATE locks every table in turn, so on PostgreSQL it can deadlock with a background
 * job's statement that already holds one of them (the late-payment sweep joins works and
 * payment items the moment a server starts; the mail sender reads every second). PostgreSQL
 * then aborts one side; when that is us, the tables are untouched and we try again.
 */
async function truncateAll(database: DatabaseHandle, tables: readonly string[]): Promise<void> {
  const statement = `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.query(statement);
      return;
    } catch (error) {
      const deadlocked = (error as { code?: string }).code === '40P01';
      if (!deadlocked || attempt === 5) throw error;
    }
  }
}

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function listTables(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  return rows.map((r) => r.tablename);
}

/** Runs one statement on the TEST_DATABASE_URL database (creating and dropping test databases). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
