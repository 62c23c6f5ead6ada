// No zod at run time here either: the transport uses these, and the session reads the
// signed-in profile through the transport before the contracts load (decision 0060).
import type { z } from 'zod';
import type { ErrorBody } from '../contracts/contract.js';
import { ApiError, CLIENT_ERROR_CODES, NO_RESPONSE_STATUS } from './api-error.js';

/** The error for input the contract's schema refuses, named by its first issue. */
export function validationError(error: z.ZodError): ApiError {
  const message = error.issues[0]?.message ?? 'The request is not valid. Check the details and try again.';
  return new ApiError(400, CLIENT_ERROR_CODES.VALIDATION, message, error.issues, { cause: error });
}

/** The error for a request that never got an HTTP answer. */
export function noResponseError(cause: unknown): ApiError {
  if (cause instanceof Error && cause.name === 'AbortError') {
    return new ApiError(
      NO_RESPONSE_STATUS,
      CLIENT_ERROR_CODES.ABORTED,
      'The request was cancelled before Tradeshub answered.',
      undefined,
      { cause },
    );
  }
  return new ApiError(
    NO_RESPONSE_STATUS,
    CLIENT_ERROR_CODES.NETWORK,
    'Could not reach Tradeshub. Check your connection and try again.',
    undefined,
    { cause },
  );
}

/** The error for an answer whose body is not what the contract promised. */
export function unexpectedResponseError(status: number, details?: unknown): ApiError {
  return new ApiError(
    status,
    CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE,
    'Tradeshub sent an answer this version of the app does not understand. Refresh the page and try again.',
    details,
  );
}

// What to say when a failed response has no `{ message, code }` body (a proxy's HTML
// page, an empty 502): the code and sentence follow from the status alone.
const STATUS_ERRORS: Readonly<Record<number, readonly [code: string, message: string]>> = {
  400: ['BAD_REQUEST', 'Tradeshub could not accept that request. Check the details and try again.'],
  401: ['UNAUTHORIZED', 'Your session has ended. Sign in again to continue.'],
  403: ['FORBIDDEN', 'You do not have permission to do that.'],
  404: ['NOT_FOUND', 'We could not find that. It may have been moved or deleted.'],
  409: ['CONFLICT', 'That clashes with a change made elsewhere. Refresh the page and try again.'],
  413: ['TOO_LARGE', 'That is too large to send. Make it smaller and try again.'],
  429: ['RATE_LIMITED', 'Too many attempts. Wait a minute and try again.'],
};
const SERVER_ERROR: readonly [string, string] = [
  'SERVER_ERROR',
  'Tradeshub is having trouble right now. Try again in a few minutes.',
];

/** The error for a non-2xx answer, preferring the server's own `{ message, code }`. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.code, body.message, body.details);
  const [code, sentence] =
    STATUS_ERRORS[status] ??
    (status >= 500 ? SERVER_ERROR : ['HTTP_ERROR', `Tradeshub answered with an error (HTTP ${status}). Try again.`]);
  // A body with a message but no code still carries the sentence the server meant us to show.
  const message = messageOf(body) ?? sentence;
  return new ApiError(status, code, message, body);
}

/** What errorBodySchema accepts (a test holds them equal), checked without zod. */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { message, code } = body as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
