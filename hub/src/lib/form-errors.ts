import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@tradeshub/sdk';
import { toast } from './toasts';

/**
 * Puts the server's messages next to the fields they name (400 details carry
 * `{ field, message }`); anything else becomes a toast with the server's sentence.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  if (isApiError(error) && Array.isArray(error.details)) {
    let placed = false;
    for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
      if (typeof detail.field === 'string' && typeof detail.message === 'string' && fields.includes(detail.field)) {
        setError(detail.field as Path<T>, { type: 'server', message: detail.message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (placed) return;
  }
  toast.error(error);
}
