import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both engines: every module is written against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: services accept either so they compose. */
export type Queryable = Database | Transaction;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  /** Runs committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** For LISTEN/NOTIFY and raw SQL the ORM does not cover. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  /** Raw SQL with `$1` parameters, for what the ORM does not cover; the same on both engines. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Opens the embedded database (default) or a PostgreSQL pool, with the same schema. An
 * embedded database's folder is locked for this process until `close()`; `holder` says who
 * holds it (e.g. "the Tradeshub server at http://localhost:3000") to whoever is refused.
 */
export function openDatabase(options: DatabaseOptions, holder = 'a Tradeshub process'): DatabaseHandle {
  if (options.kind === 'pglite') {
    // 'memory://' keeps everything in memory (end-to-end runs); anything else is a folder.
    const folder = options.dataDir && !options.dataDir.startsWith('memory://') ? options.dataDir : null;
    if (folder) mkdirSync(folder, { recursive: true });
    // Taken before the database is opened, so a refused process has read nothing from it.
    const lock = folder ? lockDataDir(folder, holder) : null;
    let client: PGlite;
    try {
      client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    } catch (error) {
      lock?.release();
      throw error;
    }
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      pool: null,
      pglite: client,
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  }
  // Keep-alive: a connection a NAT or proxy silently dropped fails fast instead of hanging a query.
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, keepAlive: true });
  // An idle connection the database ends (a restart, a failover, an operator) is reported
  // here; without a listener Node would treat it as uncaught and stop the whole server.
  // The pool drops that connection and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); it will be replaced on the next query.`);
  });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    pool,
    pglite: null,
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
