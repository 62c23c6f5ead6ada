import { useState } from 'react';
import { Link } from 'react-router';
import { formatDueDate, formatPounds, PAYMENT_SCHEDULE_STATUS_LABELS, type AccountPayment, type AccountPaymentFilter, type AccountsSummary } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAccountPayments } from '../api/accounts';

const FILTERS: readonly { status: AccountPaymentFilter; label: string; bucket: keyof Pick<AccountsSummary, 'requested' | 'pending' | 'paid' | 'late'> }[] = [
  { status: 'REQUESTED', label: 'Requested', bucket: 'requested' },
  { status: 'PENDING', label: 'Pending', bucket: 'pending' },
  { status: 'PAID', label: 'Paid', bucket: 'paid' },
  { status: 'LATE', label: 'Late', bucket: 'late' },
];

const EMPTY: Record<AccountPaymentFilter, string> = {
  REQUESTED: 'No payments waiting for customers. Ask for one from a running job in Manage Work.',
  PENDING: 'No payments being made right now.',
  PAID: 'No payments received yet.',
  LATE: 'Nothing overdue.',
};

function PaymentRow({ payment }: { payment: AccountPayment }) {
  const paid = payment.status === 'PAID';
  return (
    <li aria-label={`${payment.workTitle}: ${payment.description}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <Link to={paths.work(payment.workId)} className="font-semibold break-words text-brand-700 hover:underline">
          {payment.workTitle}
        </Link>
        <p className="text-sm break-words text-muted">
          {payment.description} · {payment.customerName}
        </p>
        <p className="text-xs text-muted">
          {paid && payment.paidAt ? `Paid ${formatDueDate(payment.paidAt)}` : `Due ${formatDueDate(payment.dueDate)}`} · {PAYMENT_SCHEDULE_STATUS_LABELS[payment.status]}
        </p>
        {(payment.receiptId || payment.feeInvoiceId) && (
          <p className="mt-1 flex flex-wrap gap-3 text-xs font-semibold">
            {payment.receiptId && (
              <Link to={paths.receipt(payment.receiptId)} className="text-brand-700 underline">
                Receipt
              </Link>
            )}
            {payment.feeInvoiceId && (
              <Link to={paths.feeInvoice(payment.feeInvoiceId)} className="text-brand-700 underline">
                Fee invoice
              </Link>
            )}
          </p>
        )}
      </div>
      <dl className="grid shrink-0 grid-cols-[auto_auto] gap-x-3 text-sm sm:text-right">
        <dt className="text-muted">Amount</dt>
        <dd className="font-semibold tabular-nums">{formatPounds(payment.amountPence)}</dd>
        {payment.lateChargePence > 0 && (
          <>
            <dt className="text-danger">Late charge</dt>
            <dd className="font-semibold text-danger tabular-nums">{formatPounds(payment.lateChargePence)}</dd>
          </>
        )}
        {payment.netPence !== null && (
          <>
            <dt className="text-muted">Fees</dt>
            <dd className="tabular-nums">−{formatPounds((payment.platformFeePence ?? 0) + (payment.cardFeePence ?? 0))}</dd>
            <dt className="text-muted">You received</dt>
            <dd className="font-semibold tabular-nums">{formatPounds(payment.netPence)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function PaymentList({ status }: { status: AccountPaymentFilter }) {
  const payments = useAccountPayments(status);
  if (payments.isPending) return <Spinner label="Loading payments" />;
  if (payments.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        We could not load these payments.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void payments.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const items = payments.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="py-3 text-sm text-muted">{EMPTY[status]}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={`${status.toLowerCase()} payments`} className="flex flex-col divide-y divide-line">
        {items.map((p) => (
          <PaymentRow key={p.scheduleItemId} payment={p} />
        ))}
      </ul>
      {payments.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}

/** Payments requested, pending, paid and late: how many and how much in each, and the list of the one chosen. */
export function AccountPayments({ summary }: { summary: AccountsSummary }) {
  const [status, setStatus] = useState<AccountPaymentFilter>(summary.late.count > 0 ? 'LATE' : 'REQUESTED');
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="payments-title" className="font-semibold text-ink">
        Payments
      </h2>
      <div role="group" aria-label="Show payments" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FILTERS.map((filter) => {
          const bucket = summary[filter.bucket];
          const active = filter.status === status;
          return (
            <button
              key={filter.status}
              type="button"
              aria-pressed={active}
              onClick={() => setStatus(filter.status)}
              className={`flex min-h-10 flex-col items-start rounded-xl px-3 py-2 text-left transition ${
                active ? 'bg-brand-600 text-white' : 'bg-white text-ink ring-1 ring-line hover:bg-brand-50'
              }`}
            >
              <span className="text-sm font-semibold">
                {filter.label} <span className={`text-xs ${active ? 'text-white/80' : 'text-muted'}`}>{bucket.count}</span>
              </span>
              <span className="text-base font-bold tabular-nums">{formatPounds(bucket.amountPence)}</span>
              {bucket.lateChargePence > 0 && (
                <span className={`text-xs font-medium ${active ? 'text-white' : 'text-danger'}`}>+ {formatPounds(bucket.lateChargePence)} late charge</span>
              )}
            </button>
          );
        })}
      </div>
      <PaymentList key={status} status={status} />
    </section>
  );
}
