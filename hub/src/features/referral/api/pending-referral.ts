import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, isUuid } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';

// A referral link (a person's /join?ref=, or a shared recommendation's /business/referral?uuid=)
// is remembered in this browser until its visitor is signed in; then the server records who
// referred them (update-referred-by: the first referrer keeps the credit), so a business they
// go on to register earns the referrer the referral reward when it is first paid.

const KEY = 'tradeshub.referral.v1';

/** Query keys of the caller's own referral link. */
export const referralCodeKeys = { mine: ['rewards', 'referral-code'] as const };

/** Remembers the referral code of the link this visitor came through (not a malformed one). */
export function rememberReferral(code: string | null): void {
  if (!code || !isUuid(code)) return;
  try {
    window.localStorage.setItem(KEY, code.toLowerCase());
  } catch {
    // Storage blocked: the referral cannot be carried to sign-up; nothing else breaks.
  }
}

function pendingReferral(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** Records a remembered referral for the signed-in person once; a refused one (their own, gone) is forgotten. */
export async function recordPendingReferral(): Promise<void> {
  const referralCode = pendingReferral();
  if (!referralCode) return;
  try {
    await (await loadClient()).recommendations.updateReferredBy({ body: { referralCode } });
    forget();
  } catch (error) {
    // A 4xx will not get better (their own link, or one withdrawn); a network failure may.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) forget();
  }
}

/** Run while someone is signed in (the shell's signed-in part): records the link they came through. */
export function useRecordPendingReferral(): void {
  useEffect(() => {
    void recordPendingReferral();
  }, []);
}

/** The caller's own referral code, for their personal link. */
export function useMyReferralCode() {
  return useQuery({ queryKey: referralCodeKeys.mine, queryFn: async ({ signal }) => (await loadClient()).rewards.getReferralCode(undefined, { signal }), staleTime: Infinity });
}
