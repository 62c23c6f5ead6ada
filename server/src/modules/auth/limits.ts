import type { FastifyRequest } from 'fastify';
import { enforceLimit, type LimitRule } from '../../http/abuse-limits.js';
import type { AppContext } from '../context.js';

// How often each account action may be tried, per client address and per account. The
// address limit slows a guesser working through many accounts; the account limit slows many
// addresses (a botnet) working on one account. Both must pass.

const MINUTE = 60 * 1000;
const wait = (what: string, minutes: number) => `${what} Please wait ${minutes} minutes and try again.`;

function rule(max: number, minutes: number, what: string): LimitRule {
  return { max, windowMs: minutes * MINUTE, message: wait(what, minutes) };
}

export const ACCOUNT_ACTION_LIMITS = {
  signIn: {
    perAddress: rule(30, 15, 'Too many sign-in attempts from your network.'),
    perAccount: {
      max: 10,
      windowMs: 15 * MINUTE,
      message: 'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password if you have forgotten it.',
    },
  },
  register: {
    perAddress: rule(10, 60, 'Too many sign-ups from your network.'),
    perAccount: rule(3, 60, 'Too many sign-ups for this email address.'),
  },
  verifyEmail: {
    perAddress: rule(30, 15, 'Too many codes tried from your network.'),
    perAccount: rule(10, 15, 'Too many codes tried for this email address.'),
  },
  resendVerification: {
    perAddress: rule(10, 15, 'Too many codes requested from your network.'),
    perAccount: rule(3, 15, 'Too many codes requested for this email address.'),
  },
  forgotPassword: {
    perAddress: rule(10, 15, 'Too many reset requests from your network.'),
    perAccount: rule(3, 60, 'Too many reset requests for this email address.'),
  },
  resetPassword: {
    perAddress: rule(10, 15, 'Too many reset attempts from your network.'),
    perAccount: rule(5, 15, 'Too many reset attempts for this link.'),
  },
  changePassword: {
    perAddress: rule(20, 15, 'Too many password changes from your network.'),
    perAccount: rule(5, 15, 'Too many password change attempts.'),
  },
} as const satisfies Record<string, { perAddress: LimitRule; perAccount: LimitRule }>;

export type AccountAction = keyof typeof ACCOUNT_ACTION_LIMITS;

/**
 * Counts an attempt at `action` from the request's client address and for `account` (an email
 * address, a user id or a reset token's hash) and throws 429 past either limit.
 * The address is Fastify's `request.ip`, which honours TRUST_PROXY's hops or addresses only.
 */
export async function limitAccountAction(
  context: AppContext,
  request: FastifyRequest,
  action: AccountAction,
  account: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  const limits = ACCOUNT_ACTION_LIMITS[action];
  await enforceLimit(context.db, `${action}:address:${request.ip}`, limits.perAddress);
  await enforceLimit(context.db, `${action}:account:${account.toLowerCase()}`, limits.perAccount);
}
