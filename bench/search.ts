// `npm run bench` part: search over 100k synthetic businesses spread over Great Britain.
// p50/p95 latency of POST /backend-service/public/business/search with one client, and
// throughput with 10 clients (autocannon), on PGlite and on PostgreSQL, also as a ratio to a
// bare Fastify route (parse the same body, answer a small JSON) loaded the same way in the same
// run, so a busy machine moves both figures and the ratio still says how much search costs.
// Each server runs in a process of its own (bench/search-server.ts), as `npm start` runs it;
// this process is only the clients (docs/decisions/0065-search-bench-server-apart.md).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { gbTowns } from './synthetic-businesses.js';
import { percentile, writeResult } from './results.js';
import type { SearchServerReady } from './search-server.js';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const SEQUENTIAL_REQUESTS = 400;

function searchBodies(count: number): string[] {
  const towns = gbTowns()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 200);
  return Array.from({ length: count }, (_, i) => {
    const town = towns[(i * 37) % towns.length]!;
    return JSON.stringify({ latitude: town.latitude, longitude: town.longitude, distance: [0, 21], limit: 20 });
  });
}

/**
 * Starts bench/search-server.ts in a process of its own (the real app, or the bare route) and
 * gives the address to search at once it listens; `stop` lets it go and waits until it has exited.
 */
async function startSearchServer(kind: 'app' | 'bare', databaseUrl?: string) {
  const child = fork(new URL('./search-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_SEARCH_SERVER: kind, BENCH_SEARCH_DATABASE_URL: databaseUrl ?? '', BENCH_BUSINESSES: String(BUSINESSES) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = await new Promise<SearchServerReady>((resolve, reject) => {
    child.once('message', (message: SearchServerReady) => resolve(message));
    void exited.then((code) => reject(new Error(`The search bench server stopped with code ${code} before it listened`)));
  });
  return {
    url: ready.url,
    seedSeconds: ready.seedSeconds,
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** A fresh PostgreSQL database for one run, dropped after it; PGlite needs none (the server holds it in memory). */
async function withDatabase<T>(engine: 'pglite' | 'postgres', run: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  if (engine === 'pglite') return run(undefined);
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
  try {
    return await run(url.toString());
  } finally {
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

/** Requests per second of a Fastify route that only parses the body and answers, served and loaded as search is. */
async function measureBareFastify(): Promise<number> {
  const server = await startSearchServer('bare');
  try {
    const load = await tenClients(server.url, searchBodies(SEQUENTIAL_REQUESTS));
    return Math.round(load.requests.average);
  } finally {
    await server.stop();
  }
}

/** Latency percentiles of one client asking for each body in turn, one request at a time, as a visitor's browser asks. */
async function oneClientPass(url: string, bodies: string[]) {
  const latencies: number[] = [];
  let results = 0;
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = (await response.json()) as { data?: { items: unknown[] } };
    if (!response.ok) throw new Error(`Search failed with ${response.status}: ${JSON.stringify(json)}`);
    latencies.push(performance.now() - started);
    results += json.data?.items.length ?? 0;
  }
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    averageResults: Math.round((results / latencies.length) * 10) / 10,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  return withDatabase(engine, async (databaseUrl) => {
    const server = await startSearchServer('app', databaseUrl);
    const bodies = searchBodies(SEQUENTIAL_REQUESTS);
    let firstPass: Awaited<ReturnType<typeof oneClientPass>>;
    let one: Awaited<ReturnType<typeof oneClientPass>>;
    let load: autocannon.Result;
    try {
      // The first pass asks for each of the 200 towns for the first time since the server
      // started (its code not yet optimised, the towns' pages not yet in PostgreSQL's
      // buffers), then for each again; the second pass is the server as it runs for days.
      // Both are reported; the goal is the second's (decision 0065).
      firstPass = await oneClientPass(server.url, bodies);
      one = await oneClientPass(server.url, bodies);
      load = await tenClients(server.url, bodies);
    } finally {
      await server.stop();
    }
    return {
      engine,
      businesses: BUSINESSES,
      seedSeconds: server.seedSeconds,
      oneClientFirstPass: firstPass,
      oneClient: one,
      tenClients: {
        requestsPerSecond: Math.round(load.requests.average),
        ...(await versusBare(Math.round(load.requests.average))),
        p50Ms: load.latency.p50,
        p99Ms: load.latency.p99,
        non2xx: load.non2xx,
        errors: load.errors,
      },
    };
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
