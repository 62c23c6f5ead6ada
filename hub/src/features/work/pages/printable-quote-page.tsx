import { Link, useParams } from 'react-router';
import { formatDueDate, formatPounds, quoteNumber, quoteStatusLabel, quoteValueBand, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useWork } from '../../../entities/work';
import { usePageHeader } from '../../../lib/page-header';
import { DownloadPdfLink } from '../../../components/download-pdf-link';
import { WorkLines } from '../components/work-lines';

function Totals({ work }: { work: Work }) {
  const row = (label: string, pence: number, strong = false) => (
    <div className={`flex justify-between gap-6 ${strong ? 'border-t border-ink pt-1 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPounds(pence)}</dd>
    </div>
  );
  return (
    <dl className="ml-auto flex w-full max-w-xs flex-col gap-1 text-sm">
      {row('Subtotal (excl. VAT)', work.subtotalPence)}
      {row('VAT', work.vatPence)}
      {row('Total', work.totalPence, true)}
    </dl>
  );
}

/** The quote as a document for the customer: who, what, lines, totals and how it will be paid. No fees: those are the business's own. */
function QuoteDocument({ work }: { work: Work }) {
  return (
    <article className="print-document mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-2xl border border-line bg-white p-6 text-ink shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Quote</p>
          <h1 className="text-2xl font-bold">{work.title}</h1>
          <p className="text-sm text-muted">{quoteStatusLabel(work.quoteStatus)}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">From</dt>
          <dd className="font-semibold">{work.business.name}</dd>
          <dt className="text-muted">For</dt>
          <dd>
            {work.customer.firstName} {work.customer.lastName}
          </dd>
          <dt className="text-muted">Date</dt>
          <dd>{formatDueDate(work.createdAt)}</dd>
          <dt className="text-muted">Number</dt>
          <dd className="font-mono text-xs leading-5">{quoteNumber(work.id)}</dd>
        </dl>
      </header>
      <p className="text-sm whitespace-pre-line">{work.description}</p>
      <WorkLines lines={work.lineItems} />
      <Totals work={work} />
      {work.payments.length > 0 && (
        <section aria-labelledby="print-schedule" className="flex flex-col gap-2">
          <h2 id="print-schedule" className="font-semibold">
            Payment schedule
          </h2>
          <table className="w-full text-sm">
            <tbody>
              {work.payments.map((p) => (
                <tr key={p.id} className="border-b border-line last:border-0">
                  <td className="py-1.5 pr-2">{p.description}</td>
                  <td className="py-1.5 pr-2 text-muted">Due {formatDueDate(p.dueDate)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatPounds(p.amountPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <footer className="border-t border-line pt-3 text-xs text-muted">
        {work.mode === 'QUICK' ? 'Quick contract: one payment when the job is done.' : 'Standard contract: payments as scheduled above, once both sides agree.'} Value band{' '}
        {quoteValueBand(work.totalPence).label}. Prices in pounds sterling; VAT as shown per line. Arranged through Tradeshub.
      </footer>
    </article>
  );
}

/** /managework/:id/quote: the quote to read or print (a print stylesheet leaves out the site around it). */
export default function PrintableQuotePage() {
  const { id = '' } = useParams();
  const work = useWork(id);
  usePageHeader('Quote');
  if (work.isPending) return <PageLoading label="Loading the quote…" />;
  if (work.isError) return <ErrorState title="We could not load this quote" error={work.error} onRetry={() => void work.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="print-hidden flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.work(id)} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Back to the work
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <DownloadPdfLink
            documentId={work.data.id}
            fileName={`Quote ${quoteNumber(work.data.id)}`}
            className="inline-flex min-h-10 items-center rounded-lg border border-line px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          />
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </div>
      <QuoteDocument work={work.data} />
    </div>
  );
}
