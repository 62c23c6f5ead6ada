import { Link } from 'react-router';
import { formatDueDate, formatPounds, type PaymentDocument } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { usePaymentDocuments } from '../api/documents';

/** Receipts or fee invoices, newest first: number, date, what for and the total, each opening the document. */
export function DocumentList({ documents, label }: { documents: ReturnType<typeof usePaymentDocuments>; label: string }) {
  const items: PaymentDocument[] = documents.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col divide-y divide-line">
        {items.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
            <div className="min-w-0">
              <Link
                to={doc.kind === 'RECEIPT' ? paths.receipt(doc.id) : paths.feeInvoice(doc.id)}
                className="font-semibold text-brand-700 hover:underline focus-visible:underline"
              >
                {doc.number}
              </Link>
              <p className="text-sm break-words text-muted">
                {doc.workTitle} · {formatDueDate(doc.issuedAt)}
              </p>
            </div>
            <p className="font-semibold text-ink tabular-nums">{formatPounds(doc.totalPence)}</p>
          </li>
        ))}
      </ul>
      {documents.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={documents.isFetchingNextPage} onClick={() => void documents.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
