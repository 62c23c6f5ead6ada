import { formatDueDate, formatPounds, isPaymentPayable, PAYMENT_SCHEDULE_STATUS_LABELS, type PaymentScheduleItem, type PaymentScheduleStatus } from '@tradeshub/sdk';
import { Link } from 'react-router';
import { RewardsCreditNote } from '../../../components/rewards-credit-note';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const TONES: Record<PaymentScheduleStatus, string> = {
  OPEN: 'bg-surface text-muted ring-line',
  REQUESTED: 'bg-accent-50 text-accent-700 ring-accent-200',
  PENDING: 'bg-accent-50 text-accent-700 ring-accent-200',
  PAID: 'bg-brand-50 text-brand-800 ring-brand-200',
  WARNING: 'bg-amber-50 text-warning ring-amber-200',
  LATE: 'bg-red-50 text-danger ring-red-200',
};

export interface PaymentScheduleProps {
  readonly payments: readonly PaymentScheduleItem[];
  /** Offers 'Request payment' on the payments not asked for yet (the tradesperson, while the contract runs). */
  readonly canRequest: boolean;
  readonly requesting: string | null;
  readonly onRequest: (payment: PaymentScheduleItem) => void;
  /** Offers 'Pay' on the payments asked for and not paid yet (the customer). */
  readonly canPay?: boolean;
  readonly paying?: string | null;
  readonly onPay?: (payment: PaymentScheduleItem) => void;
  /** The receipt of a paid payment, when the viewer has one (the customer). */
  readonly receiptIds?: ReadonlyMap<string, string>;
}


/** The scheduled payments: what for, when due, how much, where each stands and any late charge. */
export function PaymentSchedule({ payments, canRequest, requesting, onRequest, canPay = false, paying = null, onPay, receiptIds }: PaymentScheduleProps) {
  // On wider screens amounts, statuses and buttons line up in columns; the button column is
  // there only while some payment can still be asked for or paid.
  const asking = canRequest && payments.some((p) => p.status === 'OPEN');
  const payingAny = canPay && onPay !== undefined && payments.some(isPaymentPayable);
  const columns = asking || payingAny ? 'sm:grid-cols-[minmax(0,1fr)_7rem_9.5rem_9.5rem]' : 'sm:grid-cols-[minmax(0,1fr)_7rem_9.5rem]';
  return (
    <ol aria-label="Payment schedule" className="flex flex-col divide-y divide-line">
      {payments.map((payment, i) => (
        <li key={payment.id} aria-label={`Payment ${i + 1}: ${payment.description}`} className={`flex flex-wrap items-center gap-x-3 gap-y-2 py-3 sm:grid ${columns}`}>
          <div className="w-full min-w-0 sm:w-auto">
            <p className="font-medium break-words text-ink">{payment.description}</p>
            <p className="text-sm text-muted">Due {formatDueDate(payment.dueDate)}</p>
          </div>
          <div className="sm:text-right">
            <p className="font-semibold text-ink tabular-nums">{formatPounds(payment.amountPence)}</p>
            {payment.lateChargePence > 0 && <p className="text-xs font-medium text-danger">+ {formatPounds(payment.lateChargePence)} late charge</p>}
          </div>
          <span className="inline-flex flex-wrap items-center gap-2">
            <span data-testid="payment-status" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[payment.status]}`}>
              {PAYMENT_SCHEDULE_STATUS_LABELS[payment.status]}
            </span>
            {payment.status === 'PAID' && receiptIds?.get(payment.id) && (
              <Link to={paths.receipt(receiptIds.get(payment.id)!)} aria-label={`Receipt for ${payment.description}`} className="text-xs font-semibold text-brand-700 underline hover:text-brand-800">
                Receipt
              </Link>
            )}
          </span>
          {payingAny &&
            (isPaymentPayable(payment) ? (
              <span className="flex w-full flex-col gap-1 sm:w-auto">
                <Button
                  className="w-full sm:w-auto"
                  aria-label={`Pay ${formatPounds(payment.amountPence + payment.lateChargePence)} for ${payment.description}`}
                  busy={paying === payment.id}
                  disabled={paying !== null}
                  onClick={() => onPay(payment)}
                >
                  Pay {formatPounds(payment.amountPence + payment.lateChargePence)}
                </Button>
                <RewardsCreditNote scheduleItemId={payment.id} className="sm:text-right" />
              </span>
            ) : (
              <span aria-hidden className="hidden sm:block" />
            ))}
          {asking &&
            (payment.status === 'OPEN' ? (
              <Button variant="secondary" className="w-full sm:w-auto" busy={requesting === payment.id} disabled={requesting !== null} onClick={() => onRequest(payment)}>
                Request payment
              </Button>
            ) : (
              <span aria-hidden className="hidden sm:block" />
            ))}
        </li>
      ))}
    </ol>
  );
}
