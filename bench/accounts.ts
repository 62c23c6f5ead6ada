// `npm run bench` part: a tradesperson's Accounts (issue 18) on PGlite, for one business with
// 10,000 works: 15,000 paid stages, each with its paid checkout and the receipt and fee invoice
// issued by the same code a payment issues them with, a day's payout for every day of the
// ~14 months, and payments requested, pending and late on the jobs in progress. One client,
// sequential requests: the summary, the payment lists by status (a first page and one 100
// pages deep), the fee invoices, the payouts and a year's CSV; beside them, the Manage Work
// count (one small query) as the run's baseline, since the machine's load moves every figure.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { checkoutCharge, ukCalendarDay, type PayoutStatus } from '@tradeshub/sdk';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { paymentCheckouts, paymentScheduleItems, payouts } from '../server/src/db/schema/index.js';
import { createSession } from '../server/src/modules/auth/sessions.js';
import { issuePaymentDocuments } from '../server/src/modules/payments/documents.js';
import type { CheckoutRow } from '../server/src/modules/payments/checkout-session.js';
import { seedReferenceData } from '../server/src/seed/index.js';
import { percentile, writeResult } from './results.js';
import { COMMISSION_PERCENT, DAY_MS, insertAll, insertSyntheticWorks } from './synthetic-works.js';

const WORKS = Number(process.env.BENCH_WORKS ?? 10_000);
const REQUESTS = 300;
const CSV_REQUESTS = 30;
const BASE = '/backend-service/payment';
const COUNT_PATH = '/backend-service/work/managework-notifications/get-all-managework-notifications-for-business-count';

async function main() {
  const database = openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedReferenceData(database.db);
  const { db } = database;
  const seedStart = performance.now();
  const business = await insertSyntheticWorks(db, WORKS);
  const workOf = new Map(business.works.map((work) => [work.id, work]));

  // The paid stages: a checkout as it was charged, then its documents.
  const paid = business.payments.filter((p) => p.status === 'PAID');
  const checkouts: CheckoutRow[] = paid.map((payment, i) => {
    const charge = checkoutCharge({ itemPence: payment.amountPence, lateChargePence: 0, commissionRate: COMMISSION_PERCENT, cardFeesEnabled: true, passCardFeeToCustomer: i % 3 === 0 });
    const paidAt = payment.paidAt as Date;
    return {
      id: `cs_bench_${randomUUID().replace(/-/g, '')}`,
      provider: 'sandbox',
      scheduleItemId: payment.id,
      supportProposalId: null,
      workId: payment.workId,
      customerUserId: workOf.get(payment.workId)!.customerId,
      businessId: business.businessId,
      providerAccountId: 'acct_bench',
      status: 'complete',
      url: null,
      amountPence: charge.chargePence,
      itemAmountPence: charge.itemPence,
      lateChargePence: 0,
      platformFeePence: charge.platformFeePence,
      cardFeePence: charge.cardFeePence,
      cardFeePassedOn: charge.cardFeeSurchargePence > 0,
      applicationFeePence: charge.applicationFeePence,
      rewardCreditPence: 0,
      rewardSpendId: null,
      declineMessage: null,
      paidWith: 'Visa •••• 4242',
      paymentIntentId: `pi_bench_${i}`,
      expiresAt: new Date(paidAt.getTime() + DAY_MS),
      paidAt,
      createdAt: new Date(paidAt.getTime() - 60_000),
    };
  });
  await insertAll(checkouts, (batch) => db.insert(paymentCheckouts).values(batch));
  for (let start = 0; start < checkouts.length; start += 500) {
    await db.transaction(async (tx) => {
      for (const checkout of checkouts.slice(start, start + 500)) await issuePaymentDocuments(tx, checkout, checkout.paidAt!);
    });
  }

  // Jobs in progress: their deposits asked for, a third each requested, being paid and late.
  const asked = business.payments.filter((p) => p.status === 'OPEN' && p.description === 'Deposit' && workOf.get(p.workId)!.status === 'IN_PROGRESS');
  const third = Math.ceil(asked.length / 3);
  for (const [status, group] of [['REQUESTED', asked.slice(0, third)], ['PENDING', asked.slice(third, 2 * third)], ['LATE', asked.slice(2 * third)]] as const) {
    await db
      .update(paymentScheduleItems)
      .set({ status, requestedAt: new Date(), ...(status === 'LATE' ? { lateChargePence: 1_250 } : {}) })
      .where(inArray(paymentScheduleItems.id, group.map((p) => p.id)));
  }

  // A payout for each day since the first job; the last two still on their way.
  const days = Math.ceil((Date.now() - business.works[0]!.createdAt.getTime()) / DAY_MS);
  await insertAll(
    Array.from({ length: days }, (_, i) => {
      const createdAt = new Date(Date.now() - (days - i) * DAY_MS);
      const status: PayoutStatus = i >= days - 2 ? 'IN_TRANSIT' : 'PAID';
      return { id: `po_bench_${i}`, businessId: business.businessId, amountPence: 40_000 + ((i * 7919) % 90_000), status, destination: 'Bank ••••6789', arrivalDate: new Date(createdAt.getTime() + 2 * DAY_MS), syncedAt: createdAt, createdAt };
    }),
    (batch) => db.insert(payouts).values(batch),
  );
  await database.query('ANALYZE');
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const late = await db.select({ id: paymentScheduleItems.id }).from(paymentScheduleItems).where(eq(paymentScheduleItems.status, 'LATE'));

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', SEED_DEMO_DATA: 'false', RATE_LIMIT_ENABLED: 'false', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const token = await createSession(db, business.ownerId);
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const json = (await response.json()) as { data?: { items?: unknown[]; nextCursor?: string | null; csv?: string } };
    if (!response.ok || !json.data) throw new Error(`${path} failed with ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const time = async (path: string, requests: number) => {
    const latencies: number[] = [];
    let size = 0;
    for (let i = 0; i < requests + 20; i++) {
      const started = performance.now();
      const data = await get(path);
      if (i >= 20) latencies.push(performance.now() - started);
      size = data.items?.length ?? data.csv?.split('\n').length ?? 0;
    }
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), size };
  };

  try {
    // A cursor 100 pages into the paid payments (or the last page's, in a smaller run).
    let deepCursor = '';
    for (let page = 0; page < 100; page++) {
      const { nextCursor } = await get(`${BASE}/get-account-payments?status=PAID&limit=20${deepCursor ? `&cursor=${encodeURIComponent(deepCursor)}` : ''}`);
      if (!nextCursor) break;
      deepCursor = nextCursor;
    }
    const today = ukCalendarDay(new Date())!;
    const pad = (n: number) => String(n).padStart(2, '0');
    const yearAgo = ukCalendarDay(new Date(Date.now() - 365 * DAY_MS))!;
    const calls: Record<string, [string, number]> = {
      baselineCount: [COUNT_PATH, REQUESTS],
      summary: [`${BASE}/get-accounts-summary`, REQUESTS],
      paidFirstPage: [`${BASE}/get-account-payments?status=PAID&limit=20`, REQUESTS],
      paidDeepPage: [`${BASE}/get-account-payments?status=PAID&limit=20${deepCursor ? `&cursor=${encodeURIComponent(deepCursor)}` : ''}`, REQUESTS],
      requested: [`${BASE}/get-account-payments?status=REQUESTED&limit=20`, REQUESTS],
      late: [`${BASE}/get-account-payments?status=LATE&limit=20`, REQUESTS],
      feeInvoices: [`${BASE}/get-fee-invoices?limit=20`, REQUESTS],
      payouts: [`${BASE}/get-payouts?limit=20`, REQUESTS],
      yearCsv: [`${BASE}/export-accounts-csv?from=${yearAgo.year}-${pad(yearAgo.month)}-${pad(yearAgo.day)}&to=${today.year}-${pad(today.month)}-${pad(today.day)}`, CSV_REQUESTS],
    };
    const figures: Record<string, Awaited<ReturnType<typeof time>>> = {};
    for (const [name, [path, requests]] of Object.entries(calls)) {
      figures[name] = await time(path, requests);
      console.log(`${name.padEnd(14)} p50 ${figures[name].p50} ms, p95 ${figures[name].p95} ms, p99 ${figures[name].p99} ms (${figures[name].size} ${name === 'yearCsv' ? 'lines' : 'items'})`);
    }
    await writeResult('accounts', {
      engine: 'pglite',
      works: WORKS,
      paidStages: checkouts.length,
      documents: checkouts.length * 2,
      latePayments: late.length,
      payouts: days,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      figures,
    });
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
