import type { AuthSession, SessionUser } from '../../src/contracts/entities/user.js';

export const USER_ID = '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716';
export const BUSINESS_ID = '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f';

/** A signed-in user as GET auth/me answers it. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: USER_ID,
    firstName: 'Priya',
    lastName: 'Shah',
    profileImageUrl: null,
    role: 'CUSTOMER',
    emailAddress: 'priya@example.test',
    emailVerified: true,
    business: null,
    addressIndex: 0,
    isBoarded: true,
    hasSwitched: false,
    communityRuleAccepted: true,
    ...overrides,
  };
}

/** What sign-in answers for this token. */
export function authSession(token: string): AuthSession {
  return { token, expiresAt: '2030-01-01T00:00:00.000Z', user: sessionUser() };
}
