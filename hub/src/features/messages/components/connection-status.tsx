import { useConnectionNotice } from '../hooks/use-connection-notice';

/** A small line under the thread header while the live connection is being restored. */
export function ConnectionStatus() {
  const notice = useConnectionNotice();
  return (
    <div role="status" aria-live="polite" className="contents">
      {notice === 'reconnecting' && (
        <p className="flex items-center justify-center gap-2 bg-amber-50 px-3 py-1 text-xs font-medium text-warning">
          <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-warning" />
          Reconnecting…
        </p>
      )}
      {notice === 'back-online' && <p className="bg-brand-50 px-3 py-1 text-center text-xs font-medium text-brand-700">Back online</p>}
    </div>
  );
}
