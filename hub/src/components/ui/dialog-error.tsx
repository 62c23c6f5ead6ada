import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@tradeshub/sdk';

/**
 * Puts the server's field messages next to their fields and anything else (a 409 such as
 * "You have already reviewed…") at the top of the dialog, where the person is looking;
 * a toast would sit behind the dialog's backdrop.
 */
export function showErrorInDialog<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  if (isApiError(error) && Array.isArray(error.details)) {
    const placed = (error.details as { field?: unknown; message?: unknown }[]).filter(
      (d): d is { field: string; message: string } => typeof d.field === 'string' && typeof d.message === 'string' && fields.includes(d.field),
    );
    placed.forEach((d, i) => setError(d.field as Path<T>, { type: 'server', message: d.message }, { shouldFocus: i === 0 }));
    if (placed.length > 0) return;
  }
  const message = isApiError(error) ? error.message : 'We could not reach Tradeshub. Check your connection and try again.';
  setError('root.server' as Path<T>, { type: 'server', message });
}

/** The dialog-level error from showErrorInDialog, if any. */
export function DialogError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
