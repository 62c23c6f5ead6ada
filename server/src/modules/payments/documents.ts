import { and, desc, eq, or, sql } from 'drizzle-orm';
import { SUPPORT_TYPE_LABELS, formatPounds, mulDivHalfUp, platformFeeItems, type PaymentDocument, type PaymentDocumentKind, type PaymentDocumentLine } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, paymentDocumentCounters, paymentDocuments, paymentScheduleItems, supportProposals, users, works } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { afterCursor, decodePageCursor, timeWrittenInMs, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import type { CheckoutRow } from './checkout-session.js';

// Every paid checkout gets a numbered VAT receipt (the business to its customer) and a fee
// invoice (Tradeshub to the business: commission + VAT, and the card fee when charged).
// Numbers run per kind without gaps: the counter row is taken under lock in the payment's
// transaction. A document is kept as issued, so later edits to names do not rewrite it.

const PREFIX: Record<PaymentDocumentKind, string> = { RECEIPT: 'R', FEE_INVOICE: 'F' };
const TRADESHUB = { name: 'Tradeshub', vatNo: null, address: null };

async function nextNumber(tx: Queryable, kind: PaymentDocumentKind): Promise<string> {
  const [row] = await tx
    .insert(paymentDocumentCounters)
    .values({ kind, last: 1 })
    .onConflictDoUpdate({ target: paymentDocumentCounters.kind, set: { last: sql`${paymentDocumentCounters.last} + 1` } })
    .returning({ last: paymentDocumentCounters.last });
  return `${PREFIX[kind]}-${String(row!.last).padStart(6, '0')}`;
}

function line(description: string, totalPence: number, vatPence = 0, vatRatePercent = 0): PaymentDocumentLine {
  return { description, netPence: totalPence - vatPence, vatRatePercent, vatPence, totalPence };
}

function totals(lines: PaymentDocumentLine[]) {
  return lines.reduce((sum, l) => ({ netPence: sum.netPence + l.netPence, vatPence: sum.vatPence + l.vatPence, totalPence: sum.totalPence + l.totalPence }), { netPence: 0, vatPence: 0, totalPence: 0 });
}

/**
 * Issues the documents of a paid checkout (once: a second call finds them): a receipt and a
 * fee invoice for a schedule payment; for a support proposal, Tradeshub's receipt to whoever
 * paid, and no fee invoice (the business was not paid).
 */
export async function issuePaymentDocuments(tx: Queryable, checkout: CheckoutRow, paidAt: Date): Promise<{ receiptId: string; feeInvoiceId: string | null }> {
  const existing = await tx.select({ id: paymentDocuments.id, kind: paymentDocuments.kind }).from(paymentDocuments).where(eq(paymentDocuments.checkoutId, checkout.id));
  const found = (kind: PaymentDocumentKind) => existing.find((d) => d.kind === kind)?.id;
  if (checkout.supportProposalId) return { receiptId: found('RECEIPT') ?? (await issueSupportReceipt(tx, checkout, paidAt)), feeInvoiceId: null };
  if (found('RECEIPT') && found('FEE_INVOICE')) return { receiptId: found('RECEIPT')!, feeInvoiceId: found('FEE_INVOICE')! };

  const [work] = await tx.select().from(works).where(eq(works.id, checkout.workId)).limit(1);
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, checkout.businessId)).limit(1);
  const [customer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, checkout.customerUserId)).limit(1);
  const [item] = checkout.scheduleItemId ? await tx.select({ description: paymentScheduleItems.description }).from(paymentScheduleItems).where(eq(paymentScheduleItems.id, checkout.scheduleItemId)).limit(1) : [];
  const businessParty = { name: business!.name, vatNo: business!.vatNo, address: [business!.address1, business!.address2, business!.locality, business!.postcode].filter(Boolean).join(', ') };
  const customerParty = { name: `${customer!.firstName} ${customer!.lastName}`, vatNo: null, address: null };
  const common = { workId: work!.id, workTitle: work!.title.slice(0, 200), scheduleItemId: checkout.scheduleItemId, issuedAt: paidAt.toISOString() };

  // The payment's VAT is its share of the quote's VAT (the schedule splits the total including VAT).
  const paymentVat = work!.totalPence > 0 ? mulDivHalfUp(checkout.itemAmountPence, work!.vatPence, work!.totalPence) : 0;
  const vatRate = work!.subtotalPence > 0 ? Math.round((work!.vatPence / work!.subtotalPence) * 10_000) / 100 : 0;
  const receiptLines = [line(item?.description ?? 'Payment', checkout.itemAmountPence, paymentVat, vatRate)];
  if (checkout.lateChargePence > 0) receiptLines.push(line('Late payment interest (outside the scope of VAT)', checkout.lateChargePence));
  // What the card was charged plus what rewards paid is what the customer owed.
  const surcharge = checkout.amountPence + checkout.rewardCreditPence - checkout.itemAmountPence - checkout.lateChargePence;
  if (surcharge > 0) receiptLines.push(line('Card processing fee', surcharge));

  const fee = platformFeeItems(checkout.itemAmountPence, work!.commissionBasisPoints / 100);
  const feeLines = [line(`Tradeshub commission (${work!.commissionBasisPoints / 100}% of ${formatPounds(checkout.itemAmountPence)})`, fee.commissionPence + fee.vatPence, fee.vatPence, 20)];
  if (checkout.cardFeePence > 0) feeLines.push(line('Card processing fee (exempt from VAT)', checkout.cardFeePence));

  const issue = async (kind: PaymentDocumentKind, body: Omit<PaymentDocument, 'id' | 'kind' | 'number'>) => {
    const id = found(kind);
    if (id) return id;
    const number = await nextNumber(tx, kind);
    const [row] = await tx
      .insert(paymentDocuments)
      .values({ kind, number, checkoutId: checkout.id, workId: work!.id, scheduleItemId: checkout.scheduleItemId, customerUserId: checkout.customerUserId, businessId: checkout.businessId, issuedAt: paidAt, document: { id: '', kind, number, ...body } })
      .returning({ id: paymentDocuments.id });
    return row!.id;
  };
  const receiptId = await issue('RECEIPT', { ...common, from: businessParty, to: customerParty, lines: receiptLines, ...totals(receiptLines), paidWith: checkout.paidWith, rewardCreditPence: checkout.rewardCreditPence });
  const feeInvoiceId = await issue('FEE_INVOICE', { ...common, from: TRADESHUB, to: businessParty, lines: feeLines, ...totals(feeLines), paidWith: null, rewardCreditPence: 0 });
  return { receiptId, feeInvoiceId };
}

type DocumentRow = typeof paymentDocuments.$inferSelect;
// Documents issued before rewards could be spent have no credit recorded: none was used.
const toDocument = (row: DocumentRow): PaymentDocument => ({ ...row.document, rewardCreditPence: row.document.rewardCreditPence ?? 0, id: row.id });

function documentNotFound(kind: PaymentDocumentKind) {
  return new AppError(404, 'NOT_FOUND', kind === 'RECEIPT' ? 'We could not find that receipt.' : 'We could not find that fee invoice.');
}

/** A receipt for its customer or the business that issued it; a fee invoice for its business. */
export async function documentFor(db: Queryable, userId: string, kind: PaymentDocumentKind, id: string): Promise<PaymentDocument> {
  const ownBusiness = sql`${paymentDocuments.businessId} in (select ${businesses.id} from ${businesses} where ${businesses.ownerUserId} = ${userId})`;
  const reader = kind === 'RECEIPT' ? or(eq(paymentDocuments.customerUserId, userId), ownBusiness) : ownBusiness;
  const [row] = await db.select().from(paymentDocuments).where(and(eq(paymentDocuments.id, id), eq(paymentDocuments.kind, kind), reader)).limit(1);
  if (!row) throw documentNotFound(kind);
  return toDocument(row);
}

/** A page of documents of one kind: the customer's receipts or a business's fee invoices, newest first. */
export async function listDocuments(db: Queryable, kind: PaymentDocumentKind, owner: { customerUserId: string } | { businessId: string }, page: PageRequest): Promise<Page<PaymentDocument>> {
  const cursor = page.cursor ? decodePageCursor(page.cursor, kind === 'RECEIPT' ? 'receipts' : 'fee invoices') : null;
  const issued = timeWrittenInMs(paymentDocuments.issuedAt);
  const whose = 'customerUserId' in owner ? eq(paymentDocuments.customerUserId, owner.customerUserId) : eq(paymentDocuments.businessId, owner.businessId);
  const rows = await db
    .select()
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.kind, kind), whose, afterCursor(issued, paymentDocuments.id, cursor)))
    .orderBy(desc(issued), desc(paymentDocuments.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (row) => ({ createdAt: row.issuedAt, id: row.id }), toDocument);
}

/** Tradeshub's receipt for help on a work (no VAT is charged on it: Tradeshub is not VAT-registered here, as its fee invoices say). */
async function issueSupportReceipt(tx: Queryable, checkout: CheckoutRow, paidAt: Date): Promise<string> {
  const [work] = await tx.select({ id: works.id, title: works.title }).from(works).where(eq(works.id, checkout.workId)).limit(1);
  const [payer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, checkout.customerUserId)).limit(1);
  const [proposal] = await tx.select({ type: supportProposals.type }).from(supportProposals).where(eq(supportProposals.id, checkout.supportProposalId!)).limit(1);
  const lines = [line(`${proposal ? SUPPORT_TYPE_LABELS[proposal.type] : 'Support'} — ${work!.title}`.slice(0, 300), checkout.amountPence)];
  const number = await nextNumber(tx, 'RECEIPT');
  const body = {
    workId: work!.id,
    workTitle: work!.title.slice(0, 200),
    scheduleItemId: null,
    issuedAt: paidAt.toISOString(),
    from: TRADESHUB,
    to: { name: `${payer!.firstName} ${payer!.lastName}`, vatNo: null, address: null },
    lines,
    ...totals(lines),
    paidWith: checkout.paidWith,
    rewardCreditPence: 0,
  };
  const [row] = await tx
    .insert(paymentDocuments)
    .values({ kind: 'RECEIPT', number, checkoutId: checkout.id, workId: work!.id, scheduleItemId: null, customerUserId: checkout.customerUserId, businessId: checkout.businessId, issuedAt: paidAt, document: { id: '', kind: 'RECEIPT', number, ...body } })
    .returning({ id: paymentDocuments.id });
  return row!.id;
}
