import { formatFileSize } from '@tradeshub/sdk';
import type { TrayItem } from '../hooks/use-attachment-tray';
import { DocumentIcon } from './document-icon';

function TrayChip({ item, onRemove }: { item: TrayItem; onRemove: () => void }) {
  const failed = item.status === 'failed';
  return (
    <li className={`relative flex w-56 items-center gap-2 rounded-xl border bg-white p-2 ${failed ? 'border-danger/40' : 'border-line'}`}>
      {item.previewUrl ? (
        <img src={item.previewUrl} alt="" className="h-11 w-11 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
          <DocumentIcon className="h-6 w-6" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xs font-semibold text-ink">{item.fileName}</span>
        {failed ? (
          <span role="alert" className="block text-[11px] leading-tight text-danger">
            {item.error}
          </span>
        ) : (
          <span className="block text-[11px] text-muted">
            {formatFileSize(item.sizeBytes)}
            {item.status === 'uploading' && ` · Uploading ${Math.round(item.progress * 100)}%`}
          </span>
        )}
        {item.status === 'uploading' && (
          <span
            role="progressbar"
            aria-label={`Uploading ${item.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress * 100)}
            className="mt-1 block h-1 overflow-hidden rounded-full bg-line"
          >
            <span className="block h-full bg-brand-400 transition-[width]" style={{ width: `${Math.round(item.progress * 100)}%` }} />
          </span>
        )}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.fileName}`}
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </li>
  );
}

/** The files waiting to go with the next message. */
export function AttachmentTray({ items, onRemove }: { items: readonly TrayItem[]; onRemove: (item: TrayItem) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Files to send" className="flex gap-2 overflow-x-auto px-3 pt-3">
      {items.map((item) => (
        <TrayChip key={item.localId} item={item} onRemove={() => onRemove(item)} />
      ))}
    </ul>
  );
}
