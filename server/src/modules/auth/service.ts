import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuthSession,
  changePasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { AppContext } from '../context.js';
import { sendTemplatedEmail } from '../../platform/templated-mail.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords.js';
import { hashPassword, newToken, newVerificationCode, sameHash, sha256, verifyPassword } from './secrets.js';
import { loadSessionUser } from './session-user.js';
import { SESSION_TTL_MS, createSession, revokeUserSessions } from './sessions.js';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

export const WRONG_CREDENTIALS = 'The email address or password is not correct.';
export const RESET_LINK_UNUSABLE = 'This reset link has expired or has already been used. Ask for a new one.';

// Compared against when no account matches, so a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | null = null;


function assertUncommon(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
}

async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

/** Said to a suspended account that tries to sign in, whichever way it tries. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended by Tradeshub. Contact support if you think this is a mistake.';

// Every session is issued here, so a suspended account gets none, by password or by code.
async function issueSession(db: Queryable, userId: string, userAgent?: string): Promise<AuthSession> {
  const [account] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (account?.suspendedAt) throw new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
  const token = await createSession(db, userId, userAgent);
  return { token, expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(), user: await loadSessionUser(db, userId) };
}

async function sendVerificationCode(context: AppContext, user: { id: string; email: string; firstName: string }) {
  const code = newVerificationCode();
  await context.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'VERIFY_EMAIL'), isNull(oneTimeTokens.usedAt)));
  await context.db.insert(oneTimeTokens).values({
    userId: user.id,
    purpose: 'VERIFY_EMAIL',
    secretHash: sha256(code),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  await sendTemplatedEmail(context.db, context.mailer, 'email-verification', user.email, {
    firstName: user.firstName,
    code,
    verifyLink: `${context.config.siteUrl}/auth/verify?email=${encodeURIComponent(user.email)}`,
  });
}

/**
 * Creates an unverified account and emails a code. A taken address gets the same answer (so
 * sign-up does not tell strangers who has an account) and its owner an email saying someone
 * tried; the password is hashed either way so both take as long.
 */
export async function register(context: AppContext, body: z.output<typeof registerBodySchema>) {
  assertUncommon(body.password);
  const email = body.emailAddress.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  const [user] = await context.db
    .insert(users)
    .values({ firstName: body.firstName, lastName: body.lastName, email, phoneNumber: body.phoneNumber, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (user) {
    await sendVerificationCode(context, user);
  } else {
    // The unique index decided: the address already has an account (or two sign-ups raced).
    const owner = await findUserByEmail(context.db, email);
    if (owner) await tellOwnerOfSignUpAttempt(context, owner);
  }
  return { emailAddress: email };
}

async function tellOwnerOfSignUpAttempt(context: AppContext, owner: { email: string; firstName: string }) {
  await sendTemplatedEmail(context.db, context.mailer, 'sign-up-attempt', owner.email, {
    firstName: owner.firstName,
    signInLink: `${context.config.siteUrl}/auth/signin`,
    forgotLink: `${context.config.siteUrl}/auth/forgot-password`,
  });
}

export async function resendVerification(context: AppContext, emailAddress: string): Promise<void> {
  const user = await findUserByEmail(context.db, emailAddress);
  if (user && !user.emailVerifiedAt) await sendVerificationCode(context, user);
}

/**
 * Signs in with the code from the verification email. Only a correct, unexpired, unused code
 * of an unverified account makes a session; anything else, a verified account included, gets
 * the one "not right" answer. Each guess is counted before it is compared, in one
 * conditional update, so parallel guesses cannot get past MAX_CODE_ATTEMPTS.
 */
export async function verifyEmail(context: AppContext, emailAddress: string, code: string, userAgent?: string) {
  const { db } = context;
  const invalid = badRequest('That code is not right or has expired. Check the latest email from us, or ask for a new code.');
  const user = await findUserByEmail(db, emailAddress);
  if (!user || user.emailVerifiedAt) throw invalid;
  const [token] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.purpose, 'VERIFY_EMAIL'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  if (!token) throw invalid;
  const [guess] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt), lt(oneTimeTokens.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ secretHash: oneTimeTokens.secretHash });
  if (!guess) throw tooManyRequests('Too many wrong codes. Ask for a new code and try again.');
  if (!sameHash(guess.secretHash, sha256(code.trim()))) throw invalid;
  return db.transaction(async (tx) => {
    // Claiming the code with a conditional update makes it single-use even under a race.
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw invalid;
    await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    return issueSession(tx, user.id, userAgent);
  });
}

export async function signIn(context: AppContext, body: z.output<typeof signInBodySchema>, userAgent?: string) {
  const user = await findUserByEmail(context.db, body.emailAddress);
  if (!user) {
    decoyHash ??= hashPassword(newToken());
    await verifyPassword(await decoyHash, body.password);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw unauthorized(WRONG_CREDENTIALS);
  if (!user.emailVerifiedAt) {
    await sendVerificationCode(context, user);
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Verify your email address first: we have just sent you a new code.');
  }
  return issueSession(context.db, user.id, userAgent);
}

/** Ends every unused reset link of a user: a newer link or a new password makes them stale. */
async function voidResetLinks(db: Queryable, userId: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'RESET_PASSWORD'), isNull(oneTimeTokens.usedAt)));
}

export async function forgotPassword(context: AppContext, emailAddress: string): Promise<void> {
  const user = await findUserByEmail(context.db, emailAddress);
  if (!user) return;
  const token = newToken();
  await voidResetLinks(context.db, user.id);
  await context.db.insert(oneTimeTokens).values({
    userId: user.id,
    purpose: 'RESET_PASSWORD',
    secretHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  await sendTemplatedEmail(context.db, context.mailer, 'password-reset', user.email, {
    firstName: user.firstName,
    resetLink: `${context.config.siteUrl}/auth/reset-password?token=${token}`,
  });
}

export async function resetPassword(db: Database, body: z.output<typeof resetPasswordBodySchema>): Promise<void> {
  assertUncommon(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [token] = await tx
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.secretHash, sha256(body.token)),
          eq(oneTimeTokens.purpose, 'RESET_PASSWORD'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!token) throw badRequest(RESET_LINK_UNUSABLE);
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw badRequest(RESET_LINK_UNUSABLE);
    // Reaching the inbox proves the address, so a reset also verifies it.
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), emailVerifiedAt: new Date() })
      .where(eq(users.id, token.userId));
    await voidResetLinks(tx, token.userId);
    await revokeUserSessions(tx, token.userId);
  });
}

export async function changePassword(db: Database, userId: string, body: z.output<typeof changePasswordBodySchema>, userAgent?: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest('Your current password is not correct.', [{ field: 'currentPassword', message: 'Your current password is not correct.' }]);
  }
  assertUncommon(body.password);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await voidResetLinks(tx, userId);
    await revokeUserSessions(tx, userId);
    return issueSession(tx, userId, userAgent);
  });
}
