import { hasErrorCode } from '@tradeshub/sdk';

/**
 * Whether a failed read means "there is no such thing": the API found nothing (or it is not
 * yours), or the id or slug in the address is one the contract refuses outright.
 */
export function isNotFoundAnswer(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND', 'VALIDATION');
}
