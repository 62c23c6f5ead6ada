// One tradesperson's business with many jobs, for the Manage Work and Accounts benches: a
// business in Manchester, CUSTOMERS customers, and `count` works over the hours before now,
// each with a two-line quote, a deposit and a balance, and the events of a quote agreed.
// Statuses follow a realistic mix (most jobs done); the payments of finished jobs are PAID.
import { randomUUID } from 'node:crypto';
import { percentToBasisPoints, quoteTotals, type WorkStatus } from '@tradeshub/sdk';
import type { Database } from '../server/src/db/client.js';
import { businesses, paymentScheduleItems, users, workEvents, workLineItems, works } from '../server/src/db/schema/index.js';
import { cellOf } from '../server/src/modules/business/geo.js';

export const CUSTOMERS = 200;
const ROWS_PER_INSERT = 1000;
export const DAY_MS = 86_400_000;
export const COMMISSION_PERCENT = 4;

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

export async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

export type SyntheticWork = typeof works.$inferInsert & { id: string; createdAt: Date; totalPence: number };
export type SyntheticPayment = typeof paymentScheduleItems.$inferInsert & { id: string; workId: string };

export interface SyntheticBusiness {
  ownerId: string;
  businessId: string;
  customerIds: string[];
  works: SyntheticWork[];
  payments: SyntheticPayment[];
}

export async function insertSyntheticWorks(db: Database, count: number): Promise<SyntheticBusiness> {
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
  const workRows: SyntheticWork[] = Array.from({ length: count }, (_, i) => {
    const status = statusAt(i);
    const createdAt = new Date(now - (count - i) * 3_600_000);
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
      commissionBasisPoints: percentToBasisPoints(COMMISSION_PERCENT),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(workRows, (batch) => db.insert(works).values(batch));
  await insertAll(
    workRows.flatMap((work) => lines.map((line, index) => ({ workId: work.id, description: line.description, pricePence: line.price, vatBasisPoints: 2000, priority: index + 1 }))),
    (batch) => db.insert(workLineItems).values(batch),
  );
  const payments: SyntheticPayment[] = workRows.flatMap((work) => {
    const paid = work.status === 'COMPLETED' || work.status === 'CLOSED';
    const half = Math.floor(work.totalPence / 2);
    const stage = (description: string, amountPence: number, dueInDays: number): SyntheticPayment => ({
      id: randomUUID(),
      workId: work.id,
      description,
      amountPence,
      dueDate: new Date(work.createdAt.getTime() + dueInDays * DAY_MS),
      status: paid ? 'PAID' : 'OPEN',
      createdAt: work.createdAt,
      ...(paid ? { requestedAt: work.createdAt, paidAt: new Date(Math.min(now, work.createdAt.getTime() + dueInDays * DAY_MS)) } : {}),
    });
    return [stage('Deposit', half, 7), stage('Balance', work.totalPence - half, 30)];
  });
  await insertAll(payments, (batch) => db.insert(paymentScheduleItems).values(batch));
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
  return { ownerId: owner.id, businessId: business!.id, customerIds: customers.map((c) => c.id), works: workRows, payments };
}
