import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TradeshubClient } from '@tradeshub/sdk';
import { oneTimeTokens, users } from '../src/db/schema/index.js';
import { clientFor, failure, lastEmailTo } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { mailTo, resetLinkIn, startMailCatcher, verificationCodeIn, type MailCatcher } from './mail-catcher.js';

// Codes and reset links are read from the emails a real SMTP server receives: the outbox
// keeps them redacted.
let catcher: MailCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});
beforeEach(async () => server.reset());

const PASSWORD = 'Hedgerow-lantern-42';
const form = (emailAddress: string, password = PASSWORD) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  emailAddress,
  password,
  confirmPassword: password,
  phoneNumber: '07700 900123',
});

const codeFor = async (email: string) => verificationCodeIn(await mailTo(server, catcher, email));
const resetTokenFor = async (email: string) => new URL(resetLinkIn(await mailTo(server, catcher, email))).searchParams.get('token') ?? '';

async function registeredAndVerified(client: TradeshubClient, email: string) {
  await client.auth.register({ body: form(email) });
  return client.auth.verifyEmail({ body: { emailAddress: email, code: await codeFor(email) } });
}

describe('registering', () => {
  test('emails a six-digit code that verifies the address and signs the person in', async () => {
    const client = clientFor(server);
    const created = await client.auth.register({ body: form('Priya@Example.co.uk') });
    expect(created.emailAddress).toBe('priya@example.co.uk');
    const mail = await lastEmailTo(server, 'priya@example.co.uk');
    expect(mail.templateKey).toBe('email-verification');
    expect(mail.subject).toBeTruthy();

    const session = await client.auth.verifyEmail({ body: { emailAddress: 'priya@example.co.uk', code: await codeFor('priya@example.co.uk') } });
    expect(session.user).toMatchObject({ firstName: 'Priya', emailVerified: true, role: 'CUSTOMER', business: null });
    await client.session.start(session.token);
    expect(client.session.getState().isAuthenticated).toBe(true);
    expect((await client.auth.me()).emailAddress).toBe('priya@example.co.uk');
  });

  test('makes no second account on the same address, whatever its case, and answers as for a new one', async () => {
    const client = clientFor(server);
    const first = await client.auth.register({ body: form('sam@example.co.uk') });
    const second = await client.auth.register({ body: form('SAM@example.co.uk') });
    expect(second).toEqual(first);
    const accounts = await server.database.db.select().from(users).where(eq(users.email, 'sam@example.co.uk'));
    expect(accounts).toHaveLength(1);
  });

  test('refuses one of the most common passwords', async () => {
    const error = await failure(clientFor(server).auth.register({ body: form('common@example.co.uk', 'password123') }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/most common/);
  });

  test('says when the passwords do not match, at the confirmation field, before sending', async () => {
    const body = { ...form('x@example.co.uk'), confirmPassword: 'Something-else-99' };
    const error = await failure(clientFor(server).auth.register({ body }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Passwords do not match');
  });

  test('the server itself refuses mismatched passwords with the field named', async () => {
    const response = await fetch(`${server.baseUrl}/backend-service/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form('y@example.co.uk'), confirmPassword: 'nope-nope-nope' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string; details: { field: string }[] };
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/Passwords do not match/);
    expect(body.details[0]?.field).toBe('confirmPassword');
  });

  test('a wrong code is refused and five wrong codes lock the code', async () => {
    const client = clientFor(server);
    await client.auth.register({ body: form('lock@example.co.uk') });
    const right = await codeFor('lock@example.co.uk');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await failure(client.auth.verifyEmail({ body: { emailAddress: 'lock@example.co.uk', code: wrong } }))).status).toBe(400);
    }
    const locked = await failure(client.auth.verifyEmail({ body: { emailAddress: 'lock@example.co.uk', code: right } }));
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/Ask for a new code/);
  });
});

describe('signing in and out', () => {
  test('signs in, and a wrong password gets one sentence that does not say which part was wrong', async () => {
    await registeredAndVerified(clientFor(server), 'in@example.co.uk');
    const client = clientFor(server);
    const error = await failure(client.signIn({ emailAddress: 'in@example.co.uk', password: 'Wrong-password-1' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('The email address or password is not correct.');
    const unknown = await failure(client.signIn({ emailAddress: 'nobody@example.co.uk', password: PASSWORD }));
    expect(unknown.message).toBe(error.message);

    const state = await client.signIn({ emailAddress: 'in@example.co.uk', password: PASSWORD });
    expect(state.userInfo?.emailAddress).toBe('in@example.co.uk');
    expect(state.commissionRate).toBe(4);
  });

  test('an unverified account is asked to verify and sent a fresh code', async () => {
    const client = clientFor(server);
    await client.auth.register({ body: form('later@example.co.uk') });
    const first = await codeFor('later@example.co.uk');
    const error = await failure(client.signIn({ emailAddress: 'later@example.co.uk', password: PASSWORD }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    const second = await codeFor('later@example.co.uk');
    // The old code no longer works once a new one is sent.
    if (first !== second) {
      expect((await failure(client.auth.verifyEmail({ body: { emailAddress: 'later@example.co.uk', code: first } }))).status).toBe(400);
    }
    await client.auth.verifyEmail({ body: { emailAddress: 'later@example.co.uk', code: second } });
  });

  test('signing out revokes the token on the server', async () => {
    await registeredAndVerified(clientFor(server), 'out@example.co.uk');
    const client = clientFor(server);
    await client.signIn({ emailAddress: 'out@example.co.uk', password: PASSWORD });
    const token = client.session.getAccessToken();
    await client.signOut();
    const response = await fetch(`${server.baseUrl}/backend-service/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  test('signing out everywhere ends every session of the account', async () => {
    await registeredAndVerified(clientFor(server), 'all@example.co.uk');
    const phone = clientFor(server);
    const laptop = clientFor(server);
    await phone.signIn({ emailAddress: 'all@example.co.uk', password: PASSWORD });
    await laptop.signIn({ emailAddress: 'all@example.co.uk', password: PASSWORD });
    await phone.auth.signOutEverywhere();
    expect((await failure(laptop.auth.me())).status).toBe(401);
    expect(laptop.session.getState().isAuthenticated).toBe(false);
  });

  test('private calls without a token answer 401 with a sentence', async () => {
    const response = await fetch(`${server.baseUrl}/backend-service/auth/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHORIZED' });
  });
});

describe('forgotten and changed passwords', () => {
  test('a reset link works once, within the hour, and ends every session', async () => {
    await registeredAndVerified(clientFor(server), 'forgot@example.co.uk');
    const signedIn = clientFor(server);
    await signedIn.signIn({ emailAddress: 'forgot@example.co.uk', password: PASSWORD });

    const client = clientFor(server);
    await client.auth.forgotPassword({ body: { emailAddress: 'forgot@example.co.uk' } });
    const link = resetLinkIn(await mailTo(server, catcher, 'forgot@example.co.uk'));
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token') ?? '';

    const newPassword = 'Quiet-harbour-77';
    await client.auth.resetPassword({ body: { token, password: newPassword, confirmPassword: newPassword } });
    expect((await failure(signedIn.auth.me())).status).toBe(401);
    const again = await failure(client.auth.resetPassword({ body: { token, password: 'Another-one-88', confirmPassword: 'Another-one-88' } }));
    expect(again.message).toBe('This reset link has expired or has already been used. Ask for a new one.');
    await client.signIn({ emailAddress: 'forgot@example.co.uk', password: newPassword });
  });

  test('an expired reset link is refused', async () => {
    await registeredAndVerified(clientFor(server), 'late@example.co.uk');
    const client = clientFor(server);
    await client.auth.forgotPassword({ body: { emailAddress: 'late@example.co.uk' } });
    const token = await resetTokenFor('late@example.co.uk');
    await server.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'RESET_PASSWORD'));
    const error = await failure(client.auth.resetPassword({ body: { token, password: 'Quiet-harbour-77', confirmPassword: 'Quiet-harbour-77' } }));
    expect(error.status).toBe(400);
  });

  test('asking for a reset says the same whether or not the address has an account', async () => {
    const client = clientFor(server);
    await expect(client.auth.forgotPassword({ body: { emailAddress: 'ghost@example.co.uk' } })).resolves.toBeNull();
  });

  test('changing the password needs the current one and ends the other sessions', async () => {
    await registeredAndVerified(clientFor(server), 'change@example.co.uk');
    const here = clientFor(server);
    const there = clientFor(server);
    await here.signIn({ emailAddress: 'change@example.co.uk', password: PASSWORD });
    await there.signIn({ emailAddress: 'change@example.co.uk', password: PASSWORD });

    const wrong = await failure(
      here.auth.changePassword({ body: { currentPassword: 'Not-it-at-all-1', password: 'Fresh-meadow-31', confirmPassword: 'Fresh-meadow-31' } }),
    );
    expect(wrong.message).toBe('Your current password is not correct.');

    const fresh = await here.auth.changePassword({
      body: { currentPassword: PASSWORD, password: 'Fresh-meadow-31', confirmPassword: 'Fresh-meadow-31' },
    });
    expect(fresh.token).toBeTruthy();
    expect((await failure(there.auth.me())).status).toBe(401);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, 'change@example.co.uk'));
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });
});
