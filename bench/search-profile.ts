// Not a bench part: a profiling loop for search (issue 18). Seeds 100k businesses once into
// BENCH_SEARCH_DATA (a PGlite folder kept between runs), then times, for the bench's bodies,
// the whole request (inject), the statement alone, and prints EXPLAIN ANALYZE of a few.
import { existsSync } from 'node:fs';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { gbTowns, insertSyntheticBusinesses } from './synthetic-businesses.js';
import { percentile } from './results.js';

const dataDir = process.env.BENCH_SEARCH_DATA ?? '/tmp/tradeshub-search-100k';
const fresh = !existsSync(dataDir);
const database = openDatabase({ kind: 'pglite', dataDir });
if (fresh) {
  await database.migrate();
  await seedReferenceData(database.db);
  await insertSyntheticBusinesses(database.db, 100_000);
  await database.query('ANALYZE');
  console.log('seeded');
}
const towns = gbTowns().sort((a, b) => b.weight - a.weight).slice(0, 200);
const bodies = Array.from({ length: 400 }, (_, i) => {
  const town = towns[(i * 37) % towns.length]!;
  return { latitude: town.latitude, longitude: town.longitude, distance: [0, 21], limit: 20 };
});
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false' });
const app = await buildApp(config, { database });
await app.ready();
const times: number[] = [];
const slow: [number, unknown][] = [];
for (const [i, body] of [...bodies.slice(0, 40), ...bodies].entries()) {
  const t = performance.now();
  const r = await app.inject({ method: 'POST', url: '/backend-service/public/business/search', payload: body });
  const ms = performance.now() - t;
  if (r.statusCode !== 200) throw new Error(r.body);
  if (i >= 40) { times.push(ms); slow.push([ms, body]); }
}
console.log(`inject p50 ${percentile(times, 50)} p95 ${percentile(times, 95)} p99 ${percentile(times, 99)}`);
slow.sort((a, b) => b[0] - a[0]);
console.log('slowest', slow.slice(0, 5).map(([ms, b]) => `${ms.toFixed(1)} ${JSON.stringify(b)}`).join('\n'));
// Where the slowest requests spend their time: each statement's own time, then its plan.
const pglite = database.pglite!;
const original = pglite.query.bind(pglite);
let recorded: { text: string; params: unknown[]; ms: number }[] = [];
(pglite as unknown as { query: typeof original }).query = (async (text: string, params?: unknown[], options?: unknown) => {
  const t = performance.now();
  const result = await original(text, params, options as never);
  recorded.push({ text, params: params ?? [], ms: performance.now() - t });
  return result;
}) as typeof original;
for (const [, body] of slow.slice(0, Number(process.env.EXPLAIN ?? 2))) {
  recorded = [];
  const t = performance.now();
  await app.inject({ method: 'POST', url: '/backend-service/public/business/search', payload: body as object });
  const total = performance.now() - t;
  console.log(`\n== ${JSON.stringify(body)}: ${total.toFixed(1)} ms in all, statements ${recorded.map((r) => r.ms.toFixed(1)).join(' + ')}`);
  for (const r of recorded) {
    const plan = await original<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${r.text}`, r.params);
    console.log(r.text.slice(0, 300).replace(/\s+/g, ' '));
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
await app.close();
await database.close();
