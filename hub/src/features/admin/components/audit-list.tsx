import { OPERATOR_ACTION_LABELS } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useAuditLog } from '../api/get-audit-log';
import { consoleDateTime } from './dates';

/** Operator actions, newest first: who did what to what, when, why, and what changed. */
export function AuditList({ targetId, emptyText }: { targetId?: string; emptyText: string }) {
  const log = useAuditLog(targetId);
  if (log.isPending) return <PageLoading label="Loading the audit log…" />;
  if (log.isError) return <ErrorState title="We could not load the audit log" error={log.error} onRetry={() => void log.refetch()} />;
  const entries = log.data.pages.flatMap((p) => p.items);
  if (entries.length === 0) return <EmptyState title="No operator actions yet">{emptyText}</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Operator actions" className="divide-y divide-line rounded-2xl border border-line bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3">
            <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="text-sm text-ink">
                <span className="font-semibold">{entry.operator.name}</span> · {OPERATOR_ACTION_LABELS[entry.action]}
                {entry.targetLabel && <span className="text-muted"> · {entry.targetLabel}</span>}
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted">
                {consoleDateTime(entry.createdAt)}
              </time>
            </div>
            {entry.reason && (
              <p className="text-sm text-ink">
                <span className="text-muted">Why: </span>
                {entry.reason}
              </p>
            )}
            {entry.changes.length > 0 && (
              <ul className="text-xs text-muted">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: {change.from ?? '—'} → {change.to ?? '—'}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button variant="secondary" busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show older actions
        </Button>
      )}
    </div>
  );
}
