import { formatDueDate } from '@tradeshub/sdk';
import { DownloadPdfLink } from '../../../components/download-pdf-link';

const pdfLink = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

export interface FindingsPanelProps {
  readonly findings: string;
  /** Who wrote them: the assessor business. */
  readonly assessorName: string | null;
  readonly writtenAt?: string | null;
  /** The findings as a PDF, once the server has made one. */
  readonly documentId: string | null;
  readonly workTitle: string;
}

/** An assessor's findings as both sides and the assessor read them, with the PDF to keep. */
export function FindingsPanel({ findings, assessorName, writtenAt, documentId, workTitle }: FindingsPanelProps) {
  const when = writtenAt ? formatDueDate(writtenAt) : null;
  return (
    <section aria-label="Findings" className="flex flex-col gap-2 rounded-xl bg-surface p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-ink">Findings</h3>
          <p className="text-xs text-muted">
            {assessorName ? `By ${assessorName}` : 'By the independent assessor'}
            {when && `, ${when}`}
          </p>
        </div>
        {documentId && <DownloadPdfLink documentId={documentId} fileName={`Assessment findings - ${workTitle}`} className={pdfLink} />}
      </div>
      <p className="text-sm break-words whitespace-pre-line text-ink">{findings}</p>
    </section>
  );
}
