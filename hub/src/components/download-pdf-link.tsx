import { useState } from 'react';
import { documentPath } from '@tradeshub/sdk';
import { toast } from '../lib/toasts';
import { downloadDocument } from '../lib/download-document';

/** "Download PDF": the document's own link, fetched with the session's token and saved as a file. */
export function DownloadPdfLink({ documentId, fileName, className }: { documentId: string; fileName: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={documentPath(documentId)}
      className={className}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadDocument(documentId, fileName)
          .catch((error: unknown) => toast.error(error, 'The PDF could not be downloaded. Try again.'))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </a>
  );
}
