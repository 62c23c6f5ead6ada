import { Link } from 'react-router';
import { formatDueDate, formatPounds, isPaymentPayable, quoteValueBand, type ViewerRole, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useStartCheckout } from '../../../entities/payments';
import { toast } from '../../../lib/toasts';
import { otherParty } from '../work-list';
import { QuoteStatusNote, WorkStatusBadge } from './work-status-badge';

/** The customer's Pay for the first payment asked of them, above the card's link. */
function PayFirstRequested({ work }: { work: Work }) {
  const checkout = useStartCheckout();
  const payment = work.payments.find(isPaymentPayable);
  // Nothing is paid while the job is held for an assessment or legal advice.
  if (!payment || work.status === 'INDEPENDENT_ASSESSMENT') return null;
  const amount = formatPounds(payment.amountPence + payment.lateChargePence);
  const pay = async () => {
    try {
      await checkout.mutateAsync({ scheduleItemId: payment.id, workId: work.id });
    } catch (error) {
      toast.error(error, 'We could not open the checkout. Please try again.');
    }
  };
  return (
    <Button
      className="relative z-10 w-full sm:w-auto"
      aria-label={`Pay ${amount} for ${payment.description}`}
      busy={checkout.isPending || checkout.isSuccess}
      onClick={() => void pay()}
    >
      Pay {amount}
    </Button>
  );
}

/** One work in the list: title, who with, status, value band and total, the whole row a link. */
export function WorkListItem({ work, role }: { work: Work; role: ViewerRole }) {
  const headingId = `work-${work.id}`;
  const updated = formatDueDate(work.updatedAt);
  return (
    <li aria-labelledby={headingId} className="relative rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-ink">
            {/* The link covers the card (the ::after), so the whole card opens the work. */}
            <Link to={paths.work(work.id)} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-400">
              {work.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {role === 'TRADEPERSON' ? 'For ' : 'From '}
            <span className="font-medium text-ink">{otherParty(work, role)}</span>
            {work.category && <> · {work.category.title}</>}
          </p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            <WorkStatusBadge work={work} />
            <QuoteStatusNote work={work} />
          </p>
        </div>
        <div className="flex shrink-0 items-baseline justify-between gap-3 sm:flex-col sm:items-end sm:gap-1">
          <p className="text-lg font-bold text-ink tabular-nums">{formatPounds(work.totalPence)}</p>
          <p className="text-xs text-muted">{quoteValueBand(work.totalPence).label}</p>
          {updated && <p className="hidden text-xs text-muted sm:block">Updated {updated}</p>}
        </div>
      </div>
      {role === 'CUSTOMER' && (
        <div className="mt-3 flex justify-end empty:hidden">
          <PayFirstRequested work={work} />
        </div>
      )}
    </li>
  );
}
