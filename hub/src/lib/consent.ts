import { COOKIE_CONSENT_DAYS } from '@tradeshub/sdk';

export type Consent = 'accepted' | 'declined';
const COOKIE = 'tradeshub_cookie_consent';

/**
 * The answer as read by the code running now: reading document.cookie is a call into the
 * browser (one was 8.6 ms of a first render's wall clock), and the cookie banner and the
 * feedback button both ask during the same render. Forgotten as soon as that code ends (before
 * the next microtask), so any later read sees a change made anywhere.
 */
let readNow: { consent: Consent | null } | null = null;

/** The visitor's answer to the cookie banner, or null if they have not answered. */
export function readConsent(): Consent | null {
  if (readNow) return readNow.consent;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const value = match?.split('=')[1];
  const consent = value === 'accepted' || value === 'declined' ? value : null;
  readNow = { consent };
  queueMicrotask(() => {
    readNow = null;
  });
  return consent;
}

/** Keeps the answer for 365 days (spec section 9). */
export function saveConsent(consent: Consent): void {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE}=${consent}; max-age=${maxAge}; path=/; samesite=lax`;
  readNow = null;
}
