// `npm run bench` part: search over 100k synthetic businesses spread over Great Britain.
// p50/p95 latency of POST /backend-service/public/business/search with one client, and
// throughput with 10 clients (autocannon), on PGlite and on PostgreSQL, also as a ratio to a
// bare Fastify route (parse the same body, answer a small JSON) loaded the same way in the same
// run, so a busy machine moves both figures and the ratio still says how much search costs.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { gbTowns, insertSyntheticBusinesses } from './synthetic-businesses.js';
import { percentile, writeResult } from './results.js';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const SEQUENTIAL_REQUESTS = 400;
const PATH = '/backend-service/public/business/search';

function searchBodies(count: number): string[] {
  const towns = gbTowns()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 200);
  return Array.from({ length: count }, (_, i) => {
    const town = towns[(i * 37) % towns.length]!;
    return JSON.stringify({ latitude: town.latitude, longitude: town.longitude, distance: [0, 21], limit: 20 });
  });
}

async function withDatabase<T>(engine: 'pglite' | 'postgres', run: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  if (engine === 'pglite') {
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tradeshub_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Ten connections for ten seconds, each request a random one of the bodies. */
function tenClients(url: string, bodies: string[]): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: 10,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[Math.floor(Math.random() * bodies.length)] }),
      },
    ],
  });
}

/** Requests per second of a Fastify route that only parses the body and answers, loaded as search is. */
async function measureBareFastify(): Promise<number> {
  const app = Fastify({ logger: false });
  app.post(PATH, async (request) => ({ data: { items: [], echoed: Object.keys(request.body as object).length } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as AddressInfo;
    const load = await tenClients(`http://127.0.0.1:${port}${PATH}`, searchBodies(SEQUENTIAL_REQUESTS));
    return Math.round(load.requests.average);
  } finally {
    await app.close();
  }
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  return withDatabase(engine, async (database) => {
    await database.migrate();
    await seedReferenceData(database.db);
    const seedStart = performance.now();
    await insertSyntheticBusinesses(database.db, BUSINESSES);
    // Planner statistics: PGlite has no autovacuum, so a bulk load is never analysed otherwise.
    await database.query('ANALYZE');
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false' });
    const app = await buildApp(config, { database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${PATH}`;
    const bodies = searchBodies(SEQUENTIAL_REQUESTS);
    try {
      const latencies: number[] = [];
      let results = 0;
      for (const [i, body] of [...bodies.slice(0, 40), ...bodies].entries()) {
        const started = performance.now();
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const json = (await response.json()) as { data?: { items: unknown[] } };
        if (!response.ok) throw new Error(`Search failed with ${response.status}: ${JSON.stringify(json)}`);
        if (i >= 40) {
          latencies.push(performance.now() - started);
          results += json.data?.items.length ?? 0;
        }
      }
      const load = await tenClients(url, bodies);
      return {
        engine,
        businesses: BUSINESSES,
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        oneClient: {
          requests: latencies.length,
          p50Ms: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          averageResults: Math.round((results / latencies.length) * 10) / 10,
        },
        tenClients: {
          requestsPerSecond: Math.round(load.requests.average),
          ...(await versusBare(Math.round(load.requests.average))),
          p50Ms: load.latency.p50,
          p99Ms: load.latency.p99,
          non2xx: load.non2xx,
          errors: load.errors,
        },
      };
    } finally {
      await app.close();
    }
  });
}

/** The bare route measured right after the engine's run, and search's share of it. */
async function versusBare(requestsPerSecond: number) {
  const bareFastifyRequestsPerSecond = await measureBareFastify();
  return { bareFastifyRequestsPerSecond, ratioToBareFastify: Math.round((requestsPerSecond / bareFastifyRequestsPerSecond) * 1000) / 1000 };
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const results = [];
for (const engine of engines) {
  console.log(`search bench on ${engine} with ${BUSINESSES} businesses...`);
  const result = await benchEngine(engine);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}
await writeResult('search', { goal: { pglitePp95Ms: 15, postgresRequestsPerSecond: 1000 }, results });
