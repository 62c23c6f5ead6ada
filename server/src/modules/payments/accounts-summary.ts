import { and, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ukCalendarDay, type AccountPayment, type AccountPaymentFilter, type AccountsSummary, type Earnings, type PaymentBucket, type PaymentScheduleStatus, type Payout } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { paymentCheckouts, paymentDocuments, paymentScheduleItems, payouts, users, works } from '../../db/schema/index.js';
import { afterCursor, createdAtMs, decodeOffsetCursor, decodePageCursor, encodeOffsetCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';

const MAX_PAYOUT_OFFSET = 10_000;
import { accountOfBusiness, requireOwnBusiness, toConnectedAccount } from './connected-accounts.js';

// The tradesperson's Accounts: what customers paid and what reached them, from the checkouts
// as they were charged (the money recorded at payment, never recomputed later), and where
// each asked-for payment stands.

/** The instant a UK calendar day starts ('YYYY-MM-DD'), as SQL. */
export const ukDayStart = (day: string): SQL<Date> => sql<Date>`((${day}::date)::timestamp at time zone 'Europe/London')`;

const pad = (n: number) => String(n).padStart(2, '0');

async function earningsSince(db: Queryable, businessId: string, day: string): Promise<Earnings> {
  const [row] = await db
    .select({
      from: ukDayStart(day),
      // What the customer paid: by card, plus any rewards credit Tradeshub paid for them.
      gross: sql<string>`coalesce(sum(${paymentCheckouts.amountPence} + ${paymentCheckouts.rewardCreditPence}), 0)`,
      platform: sql<string>`coalesce(sum(${paymentCheckouts.platformFeePence}), 0)`,
      card: sql<string>`coalesce(sum(${paymentCheckouts.cardFeePence}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(paymentCheckouts)
    // Support payments go to Tradeshub, not the business: they are not its takings.
    .where(and(eq(paymentCheckouts.businessId, businessId), isNull(paymentCheckouts.supportProposalId), gte(paymentCheckouts.paidAt, ukDayStart(day))));
  const grossPence = Number(row!.gross);
  const platformFeePence = Number(row!.platform);
  const cardFeePence = Number(row!.card);
  return {
    from: new Date(row!.from).toISOString(),
    grossPence,
    platformFeePence,
    cardFeePence,
    feesPence: platformFeePence + cardFeePence,
    netPence: grossPence - platformFeePence - cardFeePence,
    paymentCount: Number(row!.n),
  };
}

const businessWorks = (businessId: string) => and(eq(works.businessId, businessId), sql`${works.quoteStatus} <> 'DRAFT'`);

const FILTER_STATUSES: Record<AccountPaymentFilter, PaymentScheduleStatus[]> = {
  REQUESTED: ['REQUESTED'],
  PENDING: ['PENDING'],
  PAID: ['PAID'],
  LATE: ['WARNING', 'LATE'],
};

export async function accountsSummary(db: Queryable, userId: string, now = new Date()): Promise<AccountsSummary> {
  const business = await requireOwnBusiness(db, userId);
  const today = ukCalendarDay(now)!;
  const thisMonth = await earningsSince(db, business.id, `${today.year}-${pad(today.month)}-01`);
  const thisYear = await earningsSince(db, business.id, `${today.year}-01-01`);
  const rows = await db
    .select({ status: paymentScheduleItems.status, n: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${paymentScheduleItems.amountPence}), 0)`, late: sql<string>`coalesce(sum(${paymentScheduleItems.lateChargePence}), 0)` })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(businessWorks(business.id))
    .groupBy(paymentScheduleItems.status);
  const bucket = (filter: AccountPaymentFilter): PaymentBucket => {
    const kept = rows.filter((r) => FILTER_STATUSES[filter].includes(r.status));
    return { count: kept.reduce((s, r) => s + Number(r.n), 0), amountPence: kept.reduce((s, r) => s + Number(r.amount), 0), lateChargePence: kept.reduce((s, r) => s + Number(r.late), 0) };
  };
  const [moving] = await db.select({ total: sql<string>`coalesce(sum(${payouts.amountPence}), 0)` }).from(payouts).where(and(eq(payouts.businessId, business.id), eq(payouts.status, 'IN_TRANSIT')));
  const account = await accountOfBusiness(db, business.id);
  return {
    thisMonth,
    thisYear,
    requested: bucket('REQUESTED'),
    pending: bucket('PENDING'),
    paid: bucket('PAID'),
    late: bucket('LATE'),
    payoutsInTransitPence: Number(moving?.total ?? 0),
    account: account ? toConnectedAccount(account) : null,
  };
}

const documentOf = (kind: 'RECEIPT' | 'FEE_INVOICE') =>
  sql`(select ${paymentDocuments.id} from ${paymentDocuments} where ${paymentDocuments.checkoutId} = ${paymentCheckouts.id} and ${paymentDocuments.kind} = ${kind})`;

interface PaidCheckoutFigures {
  platformFeePence: number;
  cardFeePence: number;
  amountPence: number;
  applicationFeePence: number;
  receiptId: string | null;
  feeInvoiceId: string | null;
}

/**
 * The stage's paid checkout with its documents (one checkout of a stage is ever paid). A
 * subquery of the select list, so PostgreSQL reads it for the page's rows only, after the
 * sort, instead of joining every checkout of the business before it.
 */
const paidCheckout = sql<PaidCheckoutFigures | null>`(
  select json_build_object(
    'platformFeePence', ${paymentCheckouts.platformFeePence}, 'cardFeePence', ${paymentCheckouts.cardFeePence},
    'amountPence', ${paymentCheckouts.amountPence}, 'applicationFeePence', ${paymentCheckouts.applicationFeePence},
    'receiptId', ${documentOf('RECEIPT')}, 'feeInvoiceId', ${documentOf('FEE_INVOICE')})
  from ${paymentCheckouts}
  where ${paymentCheckouts.scheduleItemId} = ${paymentScheduleItems.id} and ${paymentCheckouts.paidAt} is not null
  limit 1)`;

export async function accountPayments(db: Queryable, userId: string, filter: AccountPaymentFilter, page: PageRequest): Promise<Page<AccountPayment>> {
  const business = await requireOwnBusiness(db, userId);
  const cursor = page.cursor ? decodePageCursor(page.cursor, 'payments') : null;
  const created = createdAtMs(paymentScheduleItems.createdAt);
  const rows = await db
    .select({
      item: paymentScheduleItems,
      workTitle: works.title,
      customerName: sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${works.customerId})`,
      checkout: paidCheckout,
    })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(and(businessWorks(business.id), inArray(paymentScheduleItems.status, FILTER_STATUSES[filter]), afterCursor(created, paymentScheduleItems.id, cursor)))
    .orderBy(desc(created), desc(paymentScheduleItems.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (row) => ({ createdAt: row.item.createdAt, id: row.item.id }),
    (row): AccountPayment => {
      const paid = row.item.status === 'PAID' && row.checkout !== null;
      return {
        scheduleItemId: row.item.id,
        workId: row.item.workId,
        workTitle: row.workTitle.slice(0, 200),
        customerName: row.customerName.slice(0, 200),
        description: row.item.description,
        status: row.item.status,
        amountPence: row.item.amountPence,
        lateChargePence: row.item.lateChargePence,
        dueDate: row.item.dueDate.toISOString(),
        requestedAt: row.item.requestedAt?.toISOString() ?? null,
        paidAt: row.item.paidAt?.toISOString() ?? null,
        platformFeePence: paid ? row.checkout!.platformFeePence : null,
        cardFeePence: paid ? row.checkout!.cardFeePence : null,
        netPence: paid ? row.checkout!.amountPence - row.checkout!.applicationFeePence : null,
        receiptId: row.checkout?.receiptId ?? null,
        feeInvoiceId: row.checkout?.feeInvoiceId ?? null,
      };
    },
  );
}

/** Payouts newest first. Their ids are the provider's (not UUIDs), so pages go by position, as far as MAX_PAYOUT_OFFSET. */
export async function payoutsOf(db: Queryable, userId: string, page: PageRequest): Promise<Page<Payout>> {
  const business = await requireOwnBusiness(db, userId);
  const offset = decodeOffsetCursor(page.cursor, 'payouts', MAX_PAYOUT_OFFSET);
  const rows = await db.select().from(payouts).where(eq(payouts.businessId, business.id)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(page.limit + 1).offset(offset);
  return {
    items: rows.slice(0, page.limit).map((row) => ({
      id: row.id,
      amountPence: row.amountPence,
      status: row.status,
      destination: row.destination,
      arrivalDate: row.arrivalDate.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > page.limit && offset + page.limit <= MAX_PAYOUT_OFFSET ? encodeOffsetCursor(offset + page.limit) : null,
  };
}
