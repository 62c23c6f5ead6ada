import { Link, useParams } from 'react-router';
import type { PaymentDocumentKind } from '@tradeshub/sdk';
import { DownloadPdfLink } from '../../../components/download-pdf-link';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { usePaymentDocument } from '../api/documents';
import { PaymentDocumentView } from '../components/payment-document-view';

const WORDS = {
  RECEIPT: { header: 'Receipt', loading: 'Loading the receipt…', back: '← Your receipts', backTo: paths.receipts, missing: "We couldn't find that receipt" },
  FEE_INVOICE: { header: 'Fee invoice', loading: 'Loading the invoice…', back: '← Accounts', backTo: paths.accounts, missing: "We couldn't find that invoice" },
} as const;

/** A receipt or fee invoice to read and print (the print stylesheet leaves out the site around it). */
export function PaymentDocumentPage({ kind }: { kind: PaymentDocumentKind }) {
  const { id = '' } = useParams();
  const words = WORDS[kind];
  usePageHeader(words.header);
  const doc = usePaymentDocument(kind, id);
  if (doc.isPending) return <PageLoading label={words.loading} />;
  if (doc.isError && isNotFoundAnswer(doc.error)) return <EmptyState title={words.missing}>It may belong to someone else.</EmptyState>;
  if (doc.isError) return <ErrorState title={`We could not load this ${words.header.toLowerCase()}`} error={doc.error} onRetry={() => void doc.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="print-hidden flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-4">
          <Link to={words.backTo()} className="text-sm font-semibold text-brand-700 hover:underline">
            {words.back}
          </Link>
          <Link to={paths.work(doc.data.workId)} className="text-sm font-semibold text-brand-700 hover:underline">
            The work
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DownloadPdfLink
            documentId={doc.data.id}
            fileName={`${doc.data.kind === 'RECEIPT' ? 'VAT receipt' : 'Fee invoice'} ${doc.data.number}`}
            className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
          />
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <PaymentDocumentView document={doc.data} />
    </div>
  );
}
