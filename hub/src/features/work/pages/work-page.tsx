import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { formatDueDate, quoteNumber, type PaymentScheduleItem, type Work } from '@tradeshub/sdk';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useReceiptIdsByPayment, useStartCheckout } from '../../../entities/payments';
import { useWork } from '../../../entities/work';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useRealtimeEvent } from '../../../lib/realtime';
import { toast } from '../../../lib/toasts';
import { useRequestPayment } from '../api/move-work';
import { ChangeSetsSection } from '../components/change-sets-section';
import { DownloadPdfLink } from '../../../components/download-pdf-link';
import { MoneySummary } from '../components/money-summary';
import { PaymentSchedule } from '../components/payment-schedule';
import { SupportSection } from '../components/support-section';
import { WorkActions } from '../components/work-actions';
import { WorkLines } from '../components/work-lines';
import { QuoteStatusNote, WorkStatusBadge } from '../components/work-status-badge';
import { WorkTimeline } from '../components/work-timeline';
import { otherParty } from '../work-list';
import { mayDo } from '../work-moves';

const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5';
const smallLink = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

function Schedule({ work }: { work: Work }) {
  const request = useRequestPayment();
  const checkout = useStartCheckout();
  const receiptIds = useReceiptIdsByPayment(work.viewerSide === 'CUSTOMER' && work.payments.some((p) => p.status === 'PAID'));
  // A card refused on the checkout (in this tab or another) is told here, by the pushed event.
  const [declined, setDeclined] = useState<string | null>(null);
  useRealtimeEvent('PAYMENT_UPDATED', (update) => {
    if (update.workId === work.id) setDeclined(update.declineMessage);
  });
  const pay = async (payment: PaymentScheduleItem) => {
    try {
      // On success the browser leaves for the hosted checkout.
      await checkout.mutateAsync({ scheduleItemId: payment.id, workId: work.id });
    } catch (error) {
      toast.error(error, 'We could not open the checkout. Please try again.');
    }
  };
  const ask = async (payment: PaymentScheduleItem) => {
    try {
      const requested = await request.mutateAsync(payment.id);
      toast.success(`Payment requested: due ${formatDueDate(requested.dueDate)}`);
    } catch (error) {
      toast.error(error, 'We could not request that payment. Please try again.');
    }
  };
  // While the job is being assessed or advised on, no payment is asked for or taken.
  const onHold = work.status === 'INDEPENDENT_ASSESSMENT';
  return (
    <section aria-labelledby="schedule-heading" className={card}>
      <h2 id="schedule-heading" className="font-semibold text-ink">
        Payment schedule
      </h2>
      {onHold && (
        <Notice tone="info" title="Payments are on hold">
          While the independent assessment or legal advice is under way, no payment can be asked for or made. The schedule picks up again
          once it is done.
        </Notice>
      )}
      {declined && work.viewerSide === 'CUSTOMER' && (
        <Notice tone="error" title="Your card was not accepted">
          {declined} The payment is still waiting to be paid.
        </Notice>
      )}
      {work.mode === 'QUICK' && work.payments.length === 0 ? (
        <p className="text-sm text-muted">A quick contract: one payment for the whole job, asked for when it is done.</p>
      ) : (
        <PaymentSchedule
          payments={work.payments}
          canRequest={mayDo(work, 'REQUEST_PAYMENT')}
          requesting={request.isPending ? (request.variables ?? null) : null}
          onRequest={(payment) => void ask(payment)}
          canPay={work.viewerSide === 'CUSTOMER' && !onHold}
          paying={checkout.isPending || checkout.isSuccess ? (checkout.variables?.scheduleItemId ?? null) : null}
          onPay={(payment) => void pay(payment)}
          receiptIds={receiptIds}
        />
      )}
    </section>
  );
}

function WorkDetail({ work }: { work: Work }) {
  const other = otherParty(work, work.viewerSide);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Link to={paths.manageWork()} className="self-start text-sm font-semibold text-brand-700 hover:underline">
          ← All your work
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-ink">{work.title}</h1>
            <p className="mt-1 text-sm text-muted">
              {work.viewerSide === 'TRADEPERSON' ? 'For ' : 'From '}
              <span className="font-medium text-ink">{other}</span>
              {work.category && <> · {work.category.title}</>} · {work.mode === 'QUICK' ? 'Quick contract' : 'Standard contract'}
            </p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <WorkStatusBadge work={work} />
              <QuoteStatusNote work={work} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {mayDo(work, 'EDIT_QUOTE') && (
              <Link to={paths.editQuote(work.id)} className={smallLink}>
                Edit quote
              </Link>
            )}
            <Link to={paths.printQuote(work.id)} className={smallLink}>
              Printable quote
            </Link>
            <DownloadPdfLink documentId={work.id} fileName={`Quote ${quoteNumber(work.id)}`} className={smallLink} />
            {work.conversationId && (
              <Link to={paths.conversation(work.conversationId)} className={smallLink}>
                Messages
              </Link>
            )}
          </div>
        </div>
        <WorkActions work={work} other={other} />
      </div>
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby="quote-heading" className={card}>
            <h2 id="quote-heading" className="font-semibold text-ink">
              The quote
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-ink">{work.description}</p>
            <WorkLines lines={work.lineItems} />
            <div className="border-t border-line pt-3 lg:hidden">
              <MoneySummary subtotalPence={work.subtotalPence} vatPence={work.vatPence} totalPence={work.totalPence} fees={work.fees} role={work.viewerSide} />
            </div>
          </section>
          <SupportSection work={work} other={other} />
          <Schedule work={work} />
          <ChangeSetsSection work={work} other={other} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-20">
          <section aria-label="Totals" className={`${card} hidden lg:flex`}>
            <MoneySummary subtotalPence={work.subtotalPence} vatPence={work.vatPence} totalPence={work.totalPence} fees={work.fees} role={work.viewerSide} />
          </section>
          <section aria-labelledby="timeline-heading" className={card}>
            <h2 id="timeline-heading" className="font-semibold text-ink">
              Timeline
            </h2>
            <WorkTimeline events={work.timeline} />
          </section>
        </div>
      </div>
    </div>
  );
}

/** /managework/:id: one work as its viewer's side sees it, kept live by the shell's work events. */
export default function WorkPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const work = useWork(id);
  const missing = work.isError && isNotFoundAnswer(work.error);
  usePageHeader('Manage Work');
  if (work.isPending) return <PageLoading label="Loading the work…" />;
  // A notice about help on a job reaches its assessor too, who is not a side of the work: their way in is the assessment.
  const support = search.get('support');
  if (missing && support) return <Navigate to={paths.assessment(support)} replace />;
  if (missing) {
    return (
      <EmptyState
        title="We couldn't find that work"
        action={
          <Link to={paths.manageWork()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            All your work
          </Link>
        }
      >
        It may have been removed, or it belongs to someone else.
      </EmptyState>
    );
  }
  if (work.isError) return <ErrorState title="We could not load this work" error={work.error} onRetry={() => void work.refetch()} />;
  return <WorkDetail work={work.data} />;
}
