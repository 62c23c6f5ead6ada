import type { ApiErrorCode } from '@tradeshub/sdk';

// Errors a service throws on purpose. The error handler turns them into the
// `{ message, code, details? }` body with their status; anything else is a 500 that
// reveals nothing about the internals.

export class AppError extends Error {
  readonly isAppError = true;
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Marker guard: works across module copies, unlike instanceof. */
export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && (error as { isAppError?: unknown }).isAppError === true;
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
/** Also the answer for someone else's object: its existence is not revealed. */
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `We could not find that ${what}.`);
export const conflict = (message: string, code: ApiErrorCode = 'CONFLICT') => new AppError(409, code, message);
/** The one answer for a non-operator calling an operator's endpoint (contracts with access 'admin'). */
export const adminOnly = () => new AppError(403, 'ADMIN_ONLY', 'Only Tradeshub operators can do that.');
/** A customer calling what only a business may do (contracts that list BUSINESS_REQUIRED). */
export const businessRequired = (message: string) => new AppError(403, 'BUSINESS_REQUIRED', message);
/** `retryAfterSeconds` becomes the Retry-After header, so clients and people know how long to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
