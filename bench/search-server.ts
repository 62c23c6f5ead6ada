// The server half of bench/search.ts, in a process of its own as `npm start` runs it, so the
// bench's own HTTP client (fetch, decompression, JSON parsing, its garbage) never runs on the
// server's event loop or in its heap (docs/decisions/0065-search-bench-server-apart.md).
// BENCH_SEARCH_SERVER=app: the real app over BENCH_BUSINESSES synthetic businesses, on an
// in-memory PGlite or on BENCH_SEARCH_DATABASE_URL's PostgreSQL; =bare: a Fastify route that
// only parses the body and answers a small JSON, the yardstick the ratio is taken against.
// Only ever run as a child: importing it starts a server (bench/search.ts imports its types only).
// Tells the bench its address (and how long seeding took) over IPC; stops when the bench lets go.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { insertSyntheticBusinesses } from './synthetic-businesses.js';

const SEARCH_PATH = '/backend-service/public/business/search';

export interface SearchServerReady {
  ready: true;
  /** Where to POST a search. */
  url: string;
  /** Seconds to insert the businesses and analyse them (the app only). */
  seedSeconds: number | null;
}

async function searchApp(): Promise<{ app: FastifyInstance; database: DatabaseHandle; seedSeconds: number }> {
  const url = process.env.BENCH_SEARCH_DATABASE_URL;
  const database = url ? openDatabase({ kind: 'postgres', url, poolSize: 10 }) : openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  const seedStart = performance.now();
  await insertSyntheticBusinesses(database.db, Number(process.env.BENCH_BUSINESSES ?? 100_000));
  // Planner statistics: PGlite has no autovacuum, so a bulk load is never analysed otherwise.
  await database.query('ANALYZE');
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  // A server does not start with 100,000 inserts' garbage in its heap (run with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false' });
  return { app: await buildApp(config, { database }), database, seedSeconds };
}

function bareApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.post(SEARCH_PATH, async (request) => ({ data: { items: [], echoed: Object.keys(request.body as object).length } }));
  return app;
}

const served = process.env.BENCH_SEARCH_SERVER === 'bare' ? { app: bareApp(), database: null, seedSeconds: null } : await searchApp();
await served.app.listen({ host: '127.0.0.1', port: 0 });
process.on('disconnect', () => {
  void served.app
    .close()
    .then(() => served.database?.close())
    .finally(() => process.exit(0));
});
const { port } = served.app.server.address() as AddressInfo;
const ready: SearchServerReady = { ready: true, url: `http://127.0.0.1:${port}${SEARCH_PATH}`, seedSeconds: served.seedSeconds };
process.send?.(ready);
