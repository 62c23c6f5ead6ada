import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AccountsCsv, AccountsExportQuery } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { paymentCheckouts, paymentDocuments, paymentScheduleItems, users, works } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { ukDayStart } from './accounts-summary.js';
import { requireOwnBusiness } from './connected-accounts.js';

// The Accounts export: one row per payment received in a range of UK days, with the money as
// it was charged, for a bookkeeper or a tax return. Amounts are pounds with two decimals.

const HEADER = ['Date paid', 'Job', 'Customer', 'Payment', 'Late charge', 'Card fee paid by customer', 'Total paid', 'Tradeshub fee (commission + VAT)', 'Card fee', 'Net to you', 'Receipt', 'Fee invoice'];
const MAX_ROWS = 10_000;
const MAX_DAYS = 3_700;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused so spreadsheets do not run it. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

export async function accountsCsv(db: Queryable, userId: string, range: AccountsExportQuery): Promise<AccountsCsv> {
  const business = await requireOwnBusiness(db, userId);
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days > MAX_DAYS) throw badRequest('Export at most ten years at a time.');
  const document = (kind: string) => sql<string | null>`(select ${paymentDocuments.number} from ${paymentDocuments} where ${paymentDocuments.checkoutId} = ${paymentCheckouts.id} and ${paymentDocuments.kind} = ${kind})`;
  const rows = await db
    .select({
      paidOn: sql<string>`to_char(${paymentCheckouts.paidAt} at time zone 'Europe/London', 'YYYY-MM-DD')`,
      job: works.title,
      customer: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      payment: paymentScheduleItems.description,
      checkout: paymentCheckouts,
      receipt: document('RECEIPT'),
      invoice: document('FEE_INVOICE'),
    })
    .from(paymentCheckouts)
    .innerJoin(works, eq(works.id, paymentCheckouts.workId))
    .innerJoin(users, eq(users.id, paymentCheckouts.customerUserId))
    .leftJoin(paymentScheduleItems, eq(paymentScheduleItems.id, paymentCheckouts.scheduleItemId))
    .where(and(eq(paymentCheckouts.businessId, business.id), isNull(paymentCheckouts.supportProposalId), gte(paymentCheckouts.paidAt, ukDayStart(range.from)), lt(paymentCheckouts.paidAt, sql`${ukDayStart(range.to)} + interval '1 day'`)))
    .orderBy(asc(paymentCheckouts.paidAt), asc(paymentCheckouts.id))
    .limit(MAX_ROWS);
  const lines = rows.map(({ checkout: c, ...r }) =>
    [
      r.paidOn,
      r.job,
      r.customer,
      r.payment ?? '',
      pounds(c.itemAmountPence),
      pounds(c.lateChargePence),
      pounds(c.amountPence - c.itemAmountPence - c.lateChargePence),
      pounds(c.amountPence),
      pounds(c.platformFeePence),
      pounds(c.cardFeePence),
      pounds(c.amountPence - c.applicationFeePence),
      r.receipt ?? '',
      r.invoice ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return { filename: `tradeshub-accounts-${range.from}-to-${range.to}.csv`, contentType: 'text/csv', csv: [HEADER.join(','), ...lines].join('\r\n') + '\r\n' };
}
