import { paths } from '../../config/paths';

import { PAYMENTS_REDIRECT_TARGET as PAYMENTS_REDIRECT, REDIRECT_TARGET_STORAGE_KEY as REDIRECT_STORAGE_KEY } from '@tradeshub/sdk';

export { PAYMENTS_REDIRECT, REDIRECT_STORAGE_KEY };

// Any origin works: a path is same-site exactly when resolving it keeps this origin.
const PROBE_ORIGIN = 'https://tradeshub.invalid';
// Going back to an auth form after signing in would only show it again.
const AUTH_PATHNAMES = [paths.signIn(), paths.register(), paths.verify(), paths.forgotPassword(), paths.resetPassword()];

/**
 * Whether `returnTo` is a path on this site: it starts with one slash and cannot be read as
 * another origin ('//evil.com', '/\evil.com', 'https://evil.com', 'javascript:...').
 */
export function isSameSitePath(returnTo: string | null | undefined): returnTo is string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return false;
  // Browsers read a backslash as a slash and drop tabs and newlines, so '/\evil.com' is off-site.
  if (/[\\\s]/.test(returnTo)) return false;
  try {
    return new URL(returnTo, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export interface SignInDestinationInput {
  /** The `returnTo` query parameter, as it came. */
  readonly returnTo: string | null | undefined;
  /** The value under REDIRECT_STORAGE_KEY, if any. */
  readonly storedRedirect: string | null | undefined;
  readonly isBusinessUser: boolean;
}

export interface SignInDestination {
  readonly path: string;
  /** The stored redirect was followed, so it must be cleared. */
  readonly usedStoredRedirect: boolean;
}

/**
 * Where a user goes once signed in: back to a same-site `returnTo`; else to the payments
 * settings if that was stored; else to their starting page (their business, or find).
 * @example signInDestination({ returnTo: '//evil.com', storedRedirect: null, isBusinessUser: false })
 *   // { path: '/findabussiness', usedStoredRedirect: false }
 */
export function signInDestination({ returnTo, storedRedirect, isBusinessUser }: SignInDestinationInput): SignInDestination {
  if (isSameSitePath(returnTo) && !AUTH_PATHNAMES.includes(new URL(returnTo, PROBE_ORIGIN).pathname)) {
    return { path: returnTo, usedStoredRedirect: false };
  }
  if (storedRedirect === PAYMENTS_REDIRECT) return { path: paths.settings.payments(), usedStoredRedirect: true };
  return { path: isBusinessUser ? paths.ownBusiness() : paths.find(), usedStoredRedirect: false };
}

/** The stored redirect target; null when there is none or storage is unavailable. */
export function readStoredRedirect(): string | null {
  try {
    return window.localStorage.getItem(REDIRECT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearStoredRedirect(): void {
  try {
    window.localStorage.removeItem(REDIRECT_STORAGE_KEY);
  } catch {
    // Storage blocked: there was nothing stored to clear.
  }
}

/** The verify page for an address, keeping `returnTo` so the user still ends up where they were going. */
export function verifyPathFor(emailAddress: string, returnTo: string | null | undefined): string {
  const path = paths.verify(emailAddress);
  if (!isSameSitePath(returnTo)) return path;
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set('returnTo', returnTo);
  return `${url.pathname}${url.search}`;
}
