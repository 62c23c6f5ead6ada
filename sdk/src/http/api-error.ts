// No zod here: the hub's first page checks errors with isApiError before it loads any schema
// (the answers' errors are made in call-errors.ts).

import type { ApiErrorCode } from '../contracts/errors.js';

// A symbol from the global registry survives two copies of the sdk in one page (a widget
// bundle beside the hub), where `instanceof ApiError` would answer false.
const API_ERROR_MARKER: unique symbol = Symbol.for('tradeshub.ApiError');

/** Codes the sdk itself gives; the server may send others (its `code` field). */
export const CLIENT_ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  NETWORK: 'NETWORK',
  ABORTED: 'ABORTED',
  UNEXPECTED_RESPONSE: 'UNEXPECTED_RESPONSE',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Status 0 means no HTTP answer arrived (network failure or cancelled). */
export const NO_RESPONSE_STATUS = 0;

/** A failed Tradeshub call: HTTP status, a machine code and a sentence a person can act on. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [API_ERROR_MARKER] = true;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Whether a thrown value is an ApiError with one of these codes. The codes are typed (the
 * server's, API_ERROR_CODES, and the sdk's own), so a misspelt or retired code does not compile.
 * @example if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) showVerifyStep();
 */
export function hasErrorCode(error: unknown, ...codes: readonly (ApiErrorCode | ClientErrorCode)[]): error is ApiError {
  return isApiError(error) && (codes as readonly string[]).includes(error.code);
}

/** Whether a thrown value is an ApiError, even one made by another copy of the sdk. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && API_ERROR_MARKER in error;
}

/**
 * Whether a failure may be hidden behind a quiet default (spec section 8): any ApiError but
 * a 401 (the session ended, which must be seen) or a call the caller cancelled.
 */
export function isQuietable(error: unknown): error is ApiError {
  return isApiError(error) && error.status !== 401 && error.code !== CLIENT_ERROR_CODES.ABORTED;
}
