import { eq } from 'drizzle-orm';
import {
  formatPounds,
  percentToBasisPoints,
  type LineItemInput,
  type PaymentScheduleItemInput,
  type PlatformConfig,
  type Work,
  type createWorkBodySchema,
  type updateWorkBodySchema,
} from '@tradeshub/sdk';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, categories, conversations, paymentScheduleItems, users, workLineItems, works } from '../../db/schema/index.js';
import { badRequest, businessRequired, conflict, forbidden, notFound } from '../../http/errors.js';
import { loadPlatformConfig } from '../platform-config/service.js';
import { isBlockedBetween } from '../user/blocks.js';
import { assertPaymentsCarryFees, assertScheduleAddsUp, priceLines, quickPayment } from './quote-totals.js';
import { requireBusinessSide, workContext, workForParty } from './work-access.js';
import { recordWorkChange } from './work-events.js';
import { workView } from './work-view.js';

// A tradesperson drafts a work for a customer: lines priced by the server, a schedule that
// adds up to the total (STANDARD) or one payment on completion (QUICK). A draft changes
// freely until its quote is sent; the customer does not see it before.

type CreateInput = z.output<typeof createWorkBodySchema>;
type UpdateInput = z.output<typeof updateWorkBodySchema>;

/** A QUICK contract's one payment falls due this long after the draft unless the work has a due date. */
const QUICK_PAYMENT_DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

interface PricedQuote {
  lines: ReturnType<typeof priceLines>['rows'];
  totals: ReturnType<typeof priceLines>['totals'];
  payments: PaymentScheduleItemInput[];
}

/** Prices the lines and settles the schedule for the mode; refuses a STANDARD schedule that does not add up. */
function priceQuote(mode: 'QUICK' | 'STANDARD', lines: readonly LineItemInput[], payments: readonly PaymentScheduleItemInput[], dueDate: Date | null, config: PlatformConfig): PricedQuote {
  const { rows, totals } = priceLines(lines);
  if (mode === 'QUICK') {
    if (payments.length > 0) throw badRequest('A quick contract has one payment, on completion. Leave its schedule empty, or make it a standard contract.');
    const due = dueDate ?? new Date(Date.now() + QUICK_PAYMENT_DEFAULT_DAYS * DAY_MS);
    return { lines: rows, totals, payments: [quickPayment(totals.totalPence, due)] };
  }
  if (payments.length === 0) throw badRequest(`Add the payments of the schedule: they must add up to the total of ${formatPounds(totals.totalPence)} including VAT.`);
  assertScheduleAddsUp(totals.totalPence, payments, `the quote total of ${formatPounds(totals.totalPence)} including VAT`);
  assertPaymentsCarryFees(payments, config);
  return { lines: rows, totals, payments: [...payments] };
}

function assertDatesInOrder(startDate: Date | null, dueDate: Date | null): void {
  if (startDate && dueDate && dueDate < startDate) throw badRequest('The due date must be on or after the start date.');
}

async function assertCategory(db: Queryable, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!found) throw badRequest('Choose a category from the list.');
}

async function writeQuote(db: Queryable, workId: string, quote: PricedQuote): Promise<void> {
  await db.delete(workLineItems).where(eq(workLineItems.workId, workId));
  await db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.workId, workId));
  await db.insert(workLineItems).values(quote.lines.map((line) => ({ ...line, workId })));
  await db.insert(paymentScheduleItems).values(
    quote.payments.map((payment) => ({ workId, description: payment.description, amountPence: payment.amountPence, dueDate: new Date(payment.dueDate) })),
  );
}

const dateOrNull = (value: string | undefined) => (value ? new Date(value) : null);

/** Drafts a work (OPEN, quote DRAFT, schedule OPEN) for a customer of the caller's business. */
export async function createWork(db: Database, userId: string, input: CreateInput): Promise<Work> {
  const [business] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.ownerUserId, userId)).limit(1);
  if (!business) throw businessRequired('Only a business can write a quote. Register your business first.');
  if (input.customerId === userId) throw badRequest('You cannot write a quote for yourself.');
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.customerId)).limit(1);
  if (!customer) throw notFound('customer');
  if (await isBlockedBetween(db, userId, customer.id)) throw forbidden('You cannot write a quote for this customer.');
  if (input.conversationId) {
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, input.conversationId)).limit(1);
    const between = conversation && [conversation.senderId, conversation.receiverId].sort().join() === [userId, customer.id].sort().join();
    if (!between) throw notFound('conversation');
  }
  await assertCategory(db, input.categoryId);
  const startDate = dateOrNull(input.startDate);
  const dueDate = dateOrNull(input.dueDate);
  assertDatesInOrder(startDate, dueDate);
  const config = await loadPlatformConfig(db);
  const quote = priceQuote(input.mode, input.lineItems, input.payments, dueDate, config);

  const workId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(works)
      .values({
        customerId: customer.id,
        businessId: business.id,
        conversationId: input.conversationId ?? null,
        title: input.title,
        description: input.description,
        categoryId: input.categoryId ?? null,
        mode: input.mode,
        ...quote.totals,
        commissionBasisPoints: percentToBasisPoints(config.commissionRate, 'the commission rate'),
        startDate,
        dueDate,
      })
      .returning({ id: works.id });
    await writeQuote(tx, row!.id, quote);
    const context = await workContext(tx, row!.id);
    await recordWorkChange(tx, context, { kind: 'CREATED', actor: { userId, side: 'TRADEPERSON' }, text: `${business.name} drafted the quote.` });
    // A draft is the business's own: nothing for the customer to see until it is sent.
    await tx.update(works).set({ customerUnseenAt: null }).where(eq(works.id, row!.id));
    return row!.id;
  });
  return workView(db, userId, workId);
}

/** Changes a draft; only the fields sent change. A sent quote answers 409. */
export async function updateWork(db: Database, userId: string, workId: string, body: UpdateInput): Promise<Work> {
  await db.transaction(async (tx) => {
    const party = await workForParty(tx, userId, workId, { lock: true });
    requireBusinessSide(party, 'Only the tradesperson can change the quote.');
    const { work } = party;
    if (work.quoteStatus !== 'DRAFT') throw conflict('This quote has been sent, so it can no longer be changed. Propose a new payment schedule instead, once the contract is agreed.');
    await assertCategory(tx, body.categoryId);
    const startDate = body.startDate !== undefined ? dateOrNull(body.startDate) : work.startDate;
    const dueDate = body.dueDate !== undefined ? dateOrNull(body.dueDate) : work.dueDate;
    assertDatesInOrder(startDate, dueDate);
    const mode = body.mode ?? work.mode;
    const requotes = body.lineItems !== undefined || body.payments !== undefined || body.mode !== undefined;
    if (requotes) {
      const config = await loadPlatformConfig(tx);
      const lines = body.lineItems ?? (await storedLines(tx, work.id));
      const payments = body.payments ?? (mode === 'QUICK' ? [] : await storedPayments(tx, work.id));
      const quote = priceQuote(mode, lines, payments, dueDate, config);
      await writeQuote(tx, work.id, quote);
      await tx
        .update(works)
        .set({ ...quote.totals, mode, commissionBasisPoints: percentToBasisPoints(config.commissionRate, 'the commission rate') })
        .where(eq(works.id, work.id));
    }
    await tx
      .update(works)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
        startDate,
        dueDate,
      })
      .where(eq(works.id, work.id));
    await recordWorkChange(tx, party, { kind: 'QUOTE_UPDATED', actor: { userId, side: 'TRADEPERSON' }, text: `${party.businessName} changed the draft quote.` });
    await tx.update(works).set({ customerUnseenAt: null }).where(eq(works.id, work.id));
  });
  return workView(db, userId, workId);
}

async function storedLines(db: Queryable, workId: string): Promise<LineItemInput[]> {
  const rows = await db.select().from(workLineItems).where(eq(workLineItems.workId, workId));
  return rows.map((row) => ({ description: row.description, price: row.pricePence, vat: row.vatBasisPoints / 100, priority: row.priority }));
}

async function storedPayments(db: Queryable, workId: string): Promise<PaymentScheduleItemInput[]> {
  const rows = await db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, workId));
  return rows.map((row) => ({ description: row.description, amountPence: row.amountPence, dueDate: row.dueDate.toISOString() }));
}
