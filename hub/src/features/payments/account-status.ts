import type { ConnectedAccount, ConnectedAccountStatus } from '@tradeshub/sdk';

// How a connected account's state reads to the tradesperson, and what they can do about it.

export const ACCOUNT_STATUS_TEXT: Record<ConnectedAccountStatus, { label: string; tone: 'warn' | 'error' | 'ok'; summary: string }> = {
  PENDING: {
    label: 'Identity checks not finished',
    tone: 'warn',
    summary: 'Finish the identity checks so customers can pay you by card and the money can reach your bank.',
  },
  RESTRICTED: {
    label: 'More information needed',
    tone: 'error',
    summary: 'Our payment provider needs more from you before you can take card payments or be paid out.',
  },
  VERIFIED: {
    label: 'Verified',
    tone: 'ok',
    summary: 'Customers can pay you by card, and payouts go to your bank account.',
  },
};

/** The button that takes the tradesperson back to the identity checks, in words that fit where they stand. */
export function identityChecksAction(account: ConnectedAccount | null): string {
  if (!account) return 'Connect a payment account';
  if (account.status === 'PENDING') return 'Continue identity checks';
  if (account.status === 'RESTRICTED') return 'Fix identity checks';
  return 'Update your details';
}
