// `npm run bench` part: the community feed on 100,000 posts (issue 15), on PGlite. Posts
// are spread over the demo towns by their weight (London heaviest), over a year. One client,
// sequential requests: the local feed of a Londoner (their address and a 5-mile radius), a
// 30-mile newest feed, the 30-mile TOP feed, a page deep in the newest feed, and Find a Job
// for a London plumber; beside them, the notifications count as the run's baseline.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { QUOTE_VALUE_BAND_CODES } from '@tradeshub/sdk';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { addresses, businessCategories, businesses, categories, communityPosts, users } from '../server/src/db/schema/index.js';
import { cellOf } from '../server/src/modules/business/geo.js';
import { createSession } from '../server/src/modules/auth/sessions.js';
import { placeOf } from '../server/src/modules/community/post-place.js';
import { TOWNS } from '../server/src/seed/places.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { percentile, writeResult } from './results.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const AUTHORS = 2000;
const REQUESTS = 200;
const ROWS_PER_INSERT = 2000;
const DAY_MS = 86_400_000;
const LONDON = { latitude: 51.456, longitude: -0.072 };

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** A deterministic spread in [0, 1) for the i-th draw of a stream. */
const spread = (i: number, stream: number) => (i * 0.6180339887 + stream * 0.7548776662) % 1;

async function main() {
  const database = openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  const { db } = database;
  const seedStart = performance.now();
  const person = (firstName: string, role: 'CUSTOMER' | 'TRADEPERSON' = 'CUSTOMER') => ({
    id: randomUUID(),
    firstName,
    lastName: 'Bench',
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@bench.example`,
    passwordHash: 'not-a-real-hash',
    role,
    emailVerifiedAt: new Date(),
    communityRuleAccepted: true,
  });
  const authors = Array.from({ length: AUTHORS }, (_, i) => person(`Author${i}`));
  const viewer = person('Viewer');
  const plumber = person('Plumber', 'TRADEPERSON');
  await insertAll([viewer, plumber, ...authors], (batch) => db.insert(users).values(batch));
  await db.insert(addresses).values({ userId: viewer.id, address1: '1 Lordship Lane', locality: 'London', postcode: 'SE22 8HF', ...LONDON, radiusMiles: 5 });
  const categoryRows = await db.select({ id: categories.id, title: categories.title }).from(categories);
  const plumbing = categoryRows.find((c) => c.title === 'Plumbing')!.id;
  const [business] = await db
    .insert(businesses)
    .values({ ownerUserId: plumber.id, name: 'Bench Plumbing', email: 'office@bench.example', phoneNumber: '020 7946 0000', address1: '1 Mitcham Road', locality: 'London', postcode: 'SW17 9NA', latitude: 51.428, longitude: -0.168, h3Cell: cellOf(51.428, -0.168), serviceAreaMiles: 20 })
    .returning({ id: businesses.id });
  await db.insert(businessCategories).values({ businessId: business!.id, categoryId: plumbing });

  const districts = TOWNS.flatMap((town) => Array.from({ length: town.weight }, () => town.districts.map((d) => ({ town: town.name, d }))).flat());
  const now = Date.now();
  const rows = Array.from({ length: POSTS }, (_, i) => {
    const { town, d } = districts[i % districts.length]!;
    const job = spread(i, 1) < 0.35;
    const createdAt = new Date(now - spread(i, 2) * 365 * DAY_MS);
    const point = { latitude: d.latitude + (spread(i, 3) - 0.5) * 0.05, longitude: d.longitude + (spread(i, 4) - 0.5) * 0.08 };
    return {
      authorId: authors[i % AUTHORS]!.id,
      type: job ? ('JOB_REQUEST' as const) : ('GENERAL' as const),
      title: `Post ${i} in ${town}`,
      body: 'A post for the bench, about as long as a neighbour writes one.',
      categoryId: job ? categoryRows[i % categoryRows.length]!.id : null,
      budgetBand: job ? QUOTE_VALUE_BAND_CODES[i % 4]! : null,
      status: job ? (spread(i, 5) < 0.7 ? ('OPEN' as const) : ('CLOSED' as const)) : null,
      ...placeOf(point, town),
      upvoteCount: Math.floor(spread(i, 6) ** 4 * 60),
      commentCount: Math.floor(spread(i, 7) * 8),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(rows, (batch) => db.insert(communityPosts).values(batch));
  await database.query('ANALYZE');
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const tokens = { viewer: await createSession(db, viewer.id), plumber: await createSession(db, plumber.id) };
  const get = async (path: string, token: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const json = (await response.json()) as { data?: { items?: unknown[]; nextCursor?: string | null } };
    if (!response.ok || !json.data) throw new Error(`${path} failed with ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };

  try {
    const near = `latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&radiusMiles=30&limit=20`;
    let deepCursor: string | null | undefined = null;
    for (let page = 0; page < 50; page++) {
      deepCursor = (await get(`/community-service/post/get-all-posts?${near}${deepCursor ? `&cursor=${deepCursor}` : ''}`, tokens.viewer)).nextCursor;
    }
    const variants: Record<string, [string, string]> = {
      localArea: ['/community-service/post/get-all-posts?limit=20', tokens.viewer],
      newest30Miles: [`/community-service/post/get-all-posts?${near}`, tokens.viewer],
      top30Miles: [`/community-service/post/get-all-posts?${near}&sort=TOP`, tokens.viewer],
      deepPage30Miles: [`/community-service/post/get-all-posts?${near}&cursor=${deepCursor}`, tokens.viewer],
      findAJob: ['/community-service/post/get-job-requests?limit=20', tokens.plumber],
    };
    const baseline: number[] = [];
    for (let i = 0; i < REQUESTS + 20; i++) {
      const started = performance.now();
      await get('/community-service/notification/get-notifications?limit=1', tokens.viewer);
      if (i >= 20) baseline.push(performance.now() - started);
    }
    const baselineFigures = { p50: percentile(baseline, 50), p95: percentile(baseline, 95) };
    console.log(`baseline (notifications, one page): p50 ${baselineFigures.p50} ms, p95 ${baselineFigures.p95} ms`);
    const figures: Record<string, { p50: number; p95: number; p99: number; items: number }> = {};
    for (const [name, [path, token]] of Object.entries(variants)) {
      const latencies: number[] = [];
      let items = 0;
      for (let i = 0; i < REQUESTS + 20; i++) {
        const started = performance.now();
        const data = await get(path, token);
        if (i >= 20) latencies.push(performance.now() - started);
        items = data.items?.length ?? 0;
      }
      figures[name] = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), items };
      console.log(`community ${name}: p50 ${figures[name].p50} ms, p95 ${figures[name].p95} ms, p99 ${figures[name].p99} ms (${items} posts a page)`);
    }
    await writeResult('community', { engine: 'pglite', posts: POSTS, requestsPerVariant: REQUESTS, seedSeconds: Math.round(seedSeconds * 10) / 10, baseline: baselineFigures, feeds: figures });
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
