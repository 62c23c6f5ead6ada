import type { ReactNode } from 'react';
import { isApiError } from '@tradeshub/sdk';
import { Button } from './button';

/** What a list or page shows when there is nothing yet, with what to do next. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children && <div className="mx-auto mt-2 max-w-prose text-sm text-muted">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A failed load: the server's sentence and a way to try again. */
export function ErrorState({ error, onRetry, title = 'We could not load this' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const message = isApiError(error) ? error.message : 'Check your connection and try again.';
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-red-50 px-6 py-8 text-center">
      <h2 className="text-lg font-semibold text-danger">{title}</h2>
      <p className="mt-1 text-sm text-ink">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
