import { isApiError } from '@tradeshub/sdk';

/**
 * A list the server may not serve yet answers 404 (no such route): for a profile that
 * exists, that means "nothing to show", not a failure.
 */
export function emptyWhenNotServed<T>(error: unknown): { items: T[]; nextCursor: null } {
  if (isApiError(error) && error.status === 404) return { items: [], nextCursor: null };
  throw error;
}
