import { eq } from 'drizzle-orm';
import type { CreateWorkBody, LineItemInput, PaymentScheduleItemInput, Work } from '@tradeshub/sdk';
import { paymentScheduleItems } from '../src/db/schema/index.js';
import { createUser, type TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';
import { createBusiness, type TestBusiness } from './reviews.fixtures.js';

// Shared by the work.*.test.ts files: a business and its customer, a quote whose schedule
// adds up, and works walked to the state a test starts from through the API, as the hub would.

export const DAY_MS = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** £1,000 at 20 % VAT and £100 at 0 %: £1,300.00 including VAT. */
export const LINES: LineItemInput[] = [
  { description: 'Bathroom suite, fitted', price: 100_000, vat: 20, priority: 1 },
  { description: 'Waste removal', price: 10_000, vat: 0, priority: 2 },
];
export const TOTAL = 130_000;
export const SCHEDULE: PaymentScheduleItemInput[] = [
  { description: 'Deposit', amountPence: 30_000, dueDate: inDays(10) },
  { description: 'Balance', amountPence: 100_000, dueDate: inDays(40) },
];

export interface Parties {
  business: TestBusiness;
  owner: TestUser;
  customer: TestUser;
  /** Someone with no part in the work. */
  stranger: TestUser;
}

export async function parties(server: TestServer, businessName = 'Clarke & Patel Plumbing'): Promise<Parties> {
  const business = await createBusiness(server, businessName);
  return { business, owner: business.owner, customer: await createUser(server, 'Amelia'), stranger: await createUser(server, 'Eve') };
}

export function quoteFor(customerId: string, overrides: Partial<CreateWorkBody> = {}): CreateWorkBody {
  return { customerId, title: 'New bathroom', description: 'Replace the suite and re-tile around the bath.', mode: 'STANDARD', lineItems: LINES, payments: SCHEDULE, ...overrides };
}

/** The stages a work can be walked to through the API, in order. */
export const STAGES = ['DRAFT', 'SENT', 'ACCEPTED', 'AGREED', 'IN_PROGRESS', 'COMPLETED_PENDING'] as const;
export type Stage = (typeof STAGES)[number];

/** A work walked through the API to `stage` (COMPLETED_PENDING: completed with the schedule unpaid). */
export async function workAt(p: Parties, stage: Stage, overrides: Partial<CreateWorkBody> = {}): Promise<Work> {
  const reached = (s: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(s);
  let work = await p.owner.client.work.create({ body: quoteFor(p.customer.id, overrides) });
  const id = { id: work.id };
  if (reached('SENT')) work = await p.owner.client.work.updateQuoteStatus({ params: id, body: { status: 'SENT' } });
  if (reached('ACCEPTED')) work = await p.customer.client.work.updateQuoteStatus({ params: id, body: { status: 'ACCEPTED' } });
  if (reached('AGREED') && work.status === 'ACCEPTED') {
    await p.customer.client.work.updateStatus({ params: id, body: { status: 'AGREED' } });
    work = await p.owner.client.work.updateStatus({ params: id, body: { status: 'AGREED' } });
  }
  if (reached('IN_PROGRESS')) work = await p.owner.client.work.updateStatus({ params: id, body: { status: 'IN_PROGRESS' } });
  if (reached('COMPLETED_PENDING')) work = await p.owner.client.work.updateStatus({ params: id, body: { status: 'COMPLETED' } });
  return work;
}

/** Moves a payment's due date (and the day it was last checked) as if time had passed. */
export async function setDueDate(server: TestServer, scheduleItemId: string, dueDate: Date): Promise<void> {
  await server.database.db.update(paymentScheduleItems).set({ dueDate, lateCheckedOn: null }).where(eq(paymentScheduleItems.id, scheduleItemId));
}
