// `npm run bench` part: get-all-works for one business with 10,000 works (issue 18), on
// PGlite. One client, sequential requests: the first page in business mode, a page deep in
// the list (by cursor), and the list without naming a side (both of the caller's sides);
// beside them, the Manage Work count (one small query) as the baseline of the same run, since
// the machine's load moves every figure.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { percentToBasisPoints, quoteTotals, type WorkStatus } from '@tradeshub/sdk';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { businesses, paymentScheduleItems, users, workEvents, workLineItems, works } from '../server/src/db/schema/index.js';
import { cellOf } from '../server/src/modules/business/geo.js';
import { createSession } from '../server/src/modules/auth/sessions.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { percentile, writeResult } from './results.js';

const WORKS = Number(process.env.BENCH_WORKS ?? 10_000);
const CUSTOMERS = 200;
const REQUESTS = 300;
const ROWS_PER_INSERT = 1000;
const PATH = '/backend-service/work/get-all-works';
const COUNT_PATH = '/backend-service/work/managework-notifications/get-all-managework-notifications-for-business-count';
const DAY_MS = 86_400_000;

const STATUSES: [WorkStatus, number][] = [
  ['COMPLETED', 0.45],
  ['CLOSED', 0.3],
  ['IN_PROGRESS', 0.15],
  ['AGREED', 0.05],
  ['OPEN', 0.05],
];

function statusAt(i: number): WorkStatus {
  let position = (i * 0.6180339887) % 1;
  for (const [status, share] of STATUSES) {
    if (position < share) return status;
    position -= share;
  }
  return 'COMPLETED';
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

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
  });
  const owner = person('Owner', 'TRADEPERSON');
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => person(`Customer${i}`));
  await insertAll([owner, ...customers], (batch) => db.insert(users).values(batch));
  const [business] = await db
    .insert(businesses)
    .values({ ownerUserId: owner.id, name: 'Bench Plumbing', email: 'office@bench.example', phoneNumber: '0161 496 0000', address1: '1 Deansgate', locality: 'Manchester', postcode: 'M3 1AZ', latitude: 53.48, longitude: -2.24, h3Cell: cellOf(53.48, -2.24) })
    .returning({ id: businesses.id });

  const lines = [
    { description: 'Parts', price: 40_000, vat: 20 },
    { description: 'Labour', price: 60_000, vat: 20 },
  ];
  const totals = quoteTotals(lines);
  const now = Date.now();
  const workRows = Array.from({ length: WORKS }, (_, i) => {
    const status = statusAt(i);
    const createdAt = new Date(now - (WORKS - i) * 3_600_000);
    return {
      id: randomUUID(),
      customerId: customers[i % CUSTOMERS]!.id,
      businessId: business!.id,
      title: `Job ${i}`,
      description: 'A job for the bench.',
      mode: 'STANDARD' as const,
      status,
      quoteStatus: status === 'OPEN' ? ('SENT' as const) : ('STARTED' as const),
      lockStatus: status === 'COMPLETED' || status === 'CLOSED' ? ('CLOSED' as const) : ('LOCKED' as const),
      ...totals,
      commissionBasisPoints: percentToBasisPoints(4),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(workRows, (batch) => db.insert(works).values(batch));
  await insertAll(
    workRows.flatMap((work) => lines.map((line, index) => ({ workId: work.id, description: line.description, pricePence: line.price, vatBasisPoints: 2000, priority: index + 1 }))),
    (batch) => db.insert(workLineItems).values(batch),
  );
  await insertAll(
    workRows.flatMap((work) => {
      const paid = work.status === 'COMPLETED' || work.status === 'CLOSED';
      const half = Math.floor(work.totalPence / 2);
      return [
        { workId: work.id, description: 'Deposit', amountPence: half, dueDate: new Date(work.createdAt.getTime() + 7 * DAY_MS), status: paid ? ('PAID' as const) : ('OPEN' as const) },
        { workId: work.id, description: 'Balance', amountPence: work.totalPence - half, dueDate: new Date(work.createdAt.getTime() + 30 * DAY_MS), status: paid ? ('PAID' as const) : ('OPEN' as const) },
      ];
    }),
    (batch) => db.insert(paymentScheduleItems).values(batch),
  );
  await insertAll(
    workRows.flatMap((work) =>
      (['CREATED', 'QUOTE_SENT', 'QUOTE_ACCEPTED', 'AGREED'] as const).map((kind, index) => ({
        workId: work.id,
        kind,
        actorUserId: owner.id,
        actorSide: 'TRADEPERSON' as const,
        text: `Bench event ${kind}.`,
        createdAt: new Date(work.createdAt.getTime() + index * 60_000),
      })),
    ),
    (batch) => db.insert(workEvents).values(batch),
  );
  await database.query('ANALYZE');
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const token = await createSession(db, owner.id);
  const post = async (body: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await response.json()) as { data?: { items: unknown[]; nextCursor: string | null } };
    if (!response.ok || !json.data) throw new Error(`get-all-works failed with ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };

  try {
    // A cursor 100 pages into the list.
    let deepCursor: string | null = null;
    for (let page = 0, cursor: string | null = null; page < 100; page++) {
      const data = await post({ businessId: business!.id, includeOpenContracts: true, limit: 20, ...(cursor ? { cursor } : {}) });
      cursor = data.nextCursor;
      deepCursor = cursor;
    }
    const variants = {
      firstPage: { businessId: business!.id, includeOpenContracts: true, limit: 20 },
      pastOnly: { businessId: business!.id, limit: 20 },
      deepPage: { businessId: business!.id, includeOpenContracts: true, limit: 20, cursor: deepCursor },
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
