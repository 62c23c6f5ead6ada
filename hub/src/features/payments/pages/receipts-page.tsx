import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { usePaymentDocuments } from '../api/documents';
import { DocumentList } from '../components/document-list';

/** /receipts: the customer's VAT receipts for the payments they have made, to view and print. */
export default function ReceiptsPage() {
  usePageHeader('Receipts');
  const receipts = usePaymentDocuments('RECEIPT');
  const empty = receipts.isSuccess && receipts.data.pages.every((p) => p.items.length === 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-xl font-bold text-ink">Your receipts</h1>
        <p className="mt-0.5 max-w-prose text-sm text-muted">A VAT receipt for every payment you have made through Tradeshub. Open one to view or print it.</p>
      </div>
      {receipts.isPending ? (
        <PageLoading label="Loading your receipts…" />
      ) : receipts.isError ? (
        <ErrorState title="We could not load your receipts" error={receipts.error} onRetry={() => void receipts.refetch()} />
      ) : empty ? (
        <EmptyState
          title="No receipts yet"
          action={
            <Link to={paths.manageWork()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
              Go to Manage Work
            </Link>
          }
        >
          When you pay a stage of a job by card, its receipt appears here and in your email.
        </EmptyState>
      ) : (
        <section className="rounded-2xl border border-line bg-white px-4 py-2 shadow-sm sm:px-5">
          <DocumentList documents={receipts} label="Receipts" />
        </section>
      )}
    </div>
  );
}
