// `npm run bench` part: get-all-works for one business with 10,000 works (issue 18), on
// PGlite. One client, sequential requests: the first page in business mode, a page deep in
// the list (by cursor), and the list without naming a side (both of the caller's sides);
// beside them, the Manage Work count (one small query) as the baseline of the same run, since
// the machine's load moves every figure.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { createSession } from '../server/src/modules/auth/sessions.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { percentile, writeResult } from './results.js';
import { CUSTOMERS, insertSyntheticWorks } from './synthetic-works.js';

const WORKS = Number(process.env.BENCH_WORKS ?? 10_000);
const REQUESTS = 300;
const PATH = '/backend-service/work/get-all-works';
const COUNT_PATH = '/backend-service/work/managework-notifications/get-all-managework-notifications-for-business-count';

async function main() {
  const database = openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  const { db } = database;
  const seedStart = performance.now();
  const { ownerId, businessId } = await insertSyntheticWorks(db, WORKS);
  await database.query('ANALYZE');
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const token = await createSession(db, ownerId);
  const post = async (body: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await response.json()) as { data?: { items: unknown[]; nextCursor: string | null } };
    if (!response.ok || !json.data) throw new Error(`get-all-works failed with ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };

  try {
    // A cursor 100 pages into the list (or the last page's, in a smaller run).
    let deepCursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const { nextCursor } = await post({ businessId, includeOpenContracts: true, limit: 20, ...(deepCursor ? { cursor: deepCursor } : {}) });
      if (!nextCursor) break;
      deepCursor = nextCursor;
    }
    const variants = {
      firstPage: { businessId, includeOpenContracts: true, limit: 20 },
      pastOnly: { businessId, limit: 20 },
      deepPage: { businessId, includeOpenContracts: true, limit: 20, ...(deepCursor ? { cursor: deepCursor } : {}) },
      bothSides: { includeOpenContracts: true, limit: 20 },
    };
    const figures: Record<string, { p50: number; p95: number; p99: number; items: number }> = {};
    const baseline: number[] = [];
    for (let i = 0; i < REQUESTS + 20; i++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${COUNT_PATH}`, { headers: { authorization: `Bearer ${token}` } });
      await response.json();
      if (i >= 20) baseline.push(performance.now() - started);
    }
    const countFigures = { p50: percentile(baseline, 50), p95: percentile(baseline, 95), p99: percentile(baseline, 99) };
    console.log(`baseline (manage-work count): p50 ${countFigures.p50} ms, p95 ${countFigures.p95} ms`);
    for (const [name, body] of Object.entries(variants)) {
      const latencies: number[] = [];
      let items = 0;
      for (let i = 0; i < REQUESTS + 20; i++) {
        const started = performance.now();
        const data = await post(body);
        if (i >= 20) latencies.push(performance.now() - started);
        items = data.items.length;
      }
      figures[name] = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), items };
      console.log(`get-all-works ${name}: p50 ${figures[name].p50} ms, p95 ${figures[name].p95} ms, p99 ${figures[name].p99} ms (${items} works a page)`);
    }
    await writeResult('works', { engine: 'pglite', works: WORKS, customers: CUSTOMERS, requestsPerVariant: REQUESTS, seedSeconds: Math.round(seedSeconds * 10) / 10, baselineCount: countFigures, getAllWorks: figures });
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
