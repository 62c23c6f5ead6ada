import { Spinner } from '../../../components/ui/spinner';
import { usePaymentDocuments } from '../api/documents';
import { DocumentList } from './document-list';

/** Tradeshub's fee invoices to the tradesperson, one per payment received, to view and print. */
export function FeeInvoicesSection() {
  const invoices = usePaymentDocuments('FEE_INVOICE');
  const empty = invoices.isSuccess && invoices.data.pages.every((p) => p.items.length === 0);
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="invoices-title" className="font-semibold text-ink">
        Fee invoices
      </h2>
      {invoices.isPending ? (
        <Spinner label="Loading fee invoices" />
      ) : invoices.isError ? (
        <p role="alert" className="text-sm text-danger">
          We could not load your fee invoices.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void invoices.refetch()}>
            Try again
          </button>
        </p>
      ) : empty ? (
        <p className="text-sm text-muted">No fee invoices yet: one comes with every payment you receive, for Tradeshub's commission and VAT.</p>
      ) : (
        <DocumentList documents={invoices} label="Fee invoices" />
      )}
    </section>
  );
}
