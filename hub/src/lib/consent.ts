import { COOKIE_CONSENT_DAYS } from '@tradeshub/sdk';

export type Consent = 'accepted' | 'declined';
const COOKIE = 'tradeshub_cookie_consent';

/** The visitor's answer to the cookie banner, or null if they have not answered. */
export function readConsent(): Consent | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const value = match?.split('=')[1];
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Keeps the answer for 365 days (spec section 9). */
export function saveConsent(consent: Consent): void {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE}=${consent}; max-age=${maxAge}; path=/; samesite=lax`;
}
