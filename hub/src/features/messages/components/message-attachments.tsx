import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { formatFileSize, type Attachment } from '@tradeshub/sdk';
import { toast } from '../../../lib/toasts';
import { downloadAttachment, useAttachmentUrl } from '../api/attachments';
import { DocumentIcon } from './document-icon';

function FullSize({ attachment, url, onClose }: { attachment: Attachment; url: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/80" aria-hidden />
      <div className="fixed inset-0 flex flex-col items-center justify-center p-4">
        <DialogPanel className="flex max-h-full max-w-5xl flex-col items-center gap-3">
          <div className="flex w-full items-center justify-between gap-4 text-white">
            <DialogTitle className="truncate text-sm font-semibold">{attachment.fileName}</DialogTitle>
            <button type="button" onClick={onClose} className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10">
              Close
            </button>
          </div>
          <img src={url} alt={attachment.fileName} className="max-h-[80vh] max-w-full rounded-lg object-contain" />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function ImageThumbnail({ attachment }: { attachment: Attachment }) {
  const image = useAttachmentUrl(attachment);
  const [open, setOpen] = useState(false);
  if (image.isError) {
    return <p className="flex h-28 w-40 items-center justify-center rounded-xl bg-line/60 p-2 text-center text-xs text-muted">Could not load {attachment.fileName}</p>;
  }
  return (
    <>
      <button
        type="button"
        onClick={() => image.data && setOpen(true)}
        aria-label={`Open ${attachment.fileName} full size`}
        className="block h-40 w-52 max-w-full overflow-hidden rounded-xl bg-line/60"
      >
        {image.data ? <img src={image.data} alt={attachment.fileName} className="h-full w-full object-cover" /> : <span className="block h-full w-full animate-pulse" />}
      </button>
      {open && image.data && <FullSize attachment={attachment} url={image.data} onClose={() => setOpen(false)} />}
    </>
  );
}

function DocumentRow({ attachment, mine }: { attachment: Attachment; mine: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      toast.error(error, 'The file could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-busy={busy || undefined}
      aria-label={`Download ${attachment.fileName}, ${formatFileSize(attachment.sizeBytes)}`}
      className={`flex w-60 max-w-full items-center gap-2 rounded-xl p-2 text-left transition ${mine ? 'bg-brand-600 text-white hover:bg-brand-700' : 'bg-surface text-ink ring-1 ring-line hover:bg-brand-50'}`}
    >
      <DocumentIcon className="h-8 w-8" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{attachment.fileName}</span>
        <span className={`block text-xs ${mine ? 'text-white/80' : 'text-muted'}`}>{busy ? 'Downloading…' : formatFileSize(attachment.sizeBytes)}</span>
      </span>
    </button>
  );
}

/** A message's files: images as thumbnails that open full size, documents with their name and size. */
export function MessageAttachments({ attachments, mine }: { attachments: readonly Attachment[]; mine: boolean }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={`flex flex-wrap gap-1.5 ${mine ? 'justify-end' : ''}`}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.kind === 'IMAGE' ? <ImageThumbnail attachment={attachment} /> : <DocumentRow attachment={attachment} mine={mine} />}
        </li>
      ))}
    </ul>
  );
}

/** Files going with a message that is still being sent: names and sizes only. */
export function PendingAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex flex-wrap justify-end gap-1.5">
      {attachments.map((a) => (
        <li key={a.id} className="flex items-center gap-1.5 rounded-lg bg-brand-600 px-2 py-1 text-xs text-white">
          <DocumentIcon className="h-4 w-4" />
          {a.fileName} · {formatFileSize(a.sizeBytes)}
        </li>
      ))}
    </ul>
  );
}
