import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from '../src/db/schema/index.js';
import { hashPassword, sha256 } from '../src/modules/auth/secrets.js';
import { SESSION_MAX_AGE_MS, createSession } from '../src/modules/auth/sessions.js';
import { clientFor, failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

// A session comes only from a correct password or a correct, unexpired, single-use code.
// Codes are put in the database here (only their hash is kept), so these tests do not
// depend on how mail is delivered.

let server: TestServer;
let passwordHash: string;
beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('Hedgerow-lantern-42');
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const WRONG_CODE = 'That code is not right or has expired. Check the latest email from us, or ask for a new code.';

async function account(email: string, options: { verified: boolean; role?: 'CUSTOMER' | 'ADMIN' }) {
  const [user] = await server.database.db
    .insert(users)
    .values({ firstName: 'Ada', lastName: 'Tester', email, passwordHash, role: options.role ?? 'CUSTOMER', emailVerifiedAt: options.verified ? new Date() : null })
    .returning();
  return user!;
}

async function codeFor(userId: string, code: string) {
  await server.database.db
    .insert(oneTimeTokens)
    .values({ userId, purpose: 'VERIFY_EMAIL', secretHash: sha256(code), expiresAt: new Date(Date.now() + 60_000) });
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

function verify(emailAddress: string, code: string) {
  return fetch(`${server.baseUrl}/backend-service/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, code }),
  });
}

describe('verifying an email address never hands out a session without the code', () => {
  test('a verified account, an operator included, gets the wrong-code answer and no session', async () => {
    const admin = await account('operator@example.co.uk', { verified: true, role: 'ADMIN' });
    await codeFor(admin.id, '123456');
    for (const code of ['000000', '123456']) {
      const response = await verify('operator@example.co.uk', code);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(WRONG_CODE);
    }
    expect(await sessionCount(admin.id)).toBe(0);
  });

  test('a correct code works once', async () => {
    const user = await account('once@example.co.uk', { verified: false });
    await codeFor(user.id, '424242');
    expect((await verify('once@example.co.uk', '424242')).status).toBe(200);
    const again = await verify('once@example.co.uk', '424242');
    expect(again.status).toBe(400);
    expect(await sessionCount(user.id)).toBe(1);
  });

  test('twenty guesses at once are counted exactly: five are compared, the rest and the right code are refused', async () => {
    const user = await account('guessed@example.co.uk', { verified: false });
    await codeFor(user.id, '777777');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => verify('guessed@example.co.uk', String(100000 + i))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const [token] = await server.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(token?.attempts).toBe(5);
    expect((await verify('guessed@example.co.uk', '777777')).status).toBe(429);
    expect(await sessionCount(user.id)).toBe(0);
  });

  test('the right code sent twenty times at once makes exactly one session', async () => {
    const user = await account('racer@example.co.uk', { verified: false });
    await codeFor(user.id, '313131');
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify('racer@example.co.uk', '313131')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('registering tells a stranger nothing about who has an account', () => {
  test('a taken address gets the normal answer, and its owner an email saying someone tried', async () => {
    const owner = await account('taken@example.co.uk', { verified: true });
    const form = { firstName: 'Eve', lastName: 'Other', emailAddress: 'Taken@example.co.uk', password: 'Quiet-harbour-77', confirmPassword: 'Quiet-harbour-77', phoneNumber: '07700 900123' };
    const taken = await fetch(`${server.baseUrl}/backend-service/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
    const fresh = await fetch(`${server.baseUrl}/backend-service/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, emailAddress: 'fresh@example.co.uk' }),
    });
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    const [takenBody, freshBody] = [(await taken.json()) as Record<string, unknown>, (await fresh.json()) as Record<string, unknown>];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(takenBody.message).toBe(freshBody.message);
    expect(takenBody.data).toEqual({ emailAddress: 'taken@example.co.uk' });

    const [stillOne] = await server.database.db.select({ n: count() }).from(users).where(eq(users.email, 'taken@example.co.uk'));
    expect(stillOne?.n).toBe(1);
    const [unchanged] = await server.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(unchanged?.passwordHash).toBe(passwordHash);
    const mail = await server.database.query<{ template_key: string }>('SELECT template_key FROM outbox WHERE recipient = $1', ['taken@example.co.uk']);
    expect(mail.map((m) => m.template_key)).toEqual(['sign-up-attempt']);
  });
});

describe('reset links and sessions end when they should', () => {
  async function resetLinksOf(userId: string) {
    return server.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'RESET_PASSWORD')));
  }

  test('asking again voids the older reset link', async () => {
    const user = await account('twice@example.co.uk', { verified: true });
    const client = clientFor(server);
    await client.auth.forgotPassword({ body: { emailAddress: 'twice@example.co.uk' } });
    await client.auth.forgotPassword({ body: { emailAddress: 'twice@example.co.uk' } });
    const links = await resetLinksOf(user.id);
    expect(links).toHaveLength(2);
    expect(links.filter((l) => l.usedAt === null)).toHaveLength(1);
  });

  test('changing the password voids any reset link', async () => {
    const user = await account('changer@example.co.uk', { verified: true });
    await clientFor(server).auth.forgotPassword({ body: { emailAddress: 'changer@example.co.uk' } });
    const client = clientFor(server);
    await client.session.start(await createSession(server.database.db, user.id));
    await client.auth.changePassword({ body: { currentPassword: 'Hedgerow-lantern-42', password: 'Copper-kettle-93', confirmPassword: 'Copper-kettle-93' } });
    expect((await resetLinksOf(user.id)).every((l) => l.usedAt !== null)).toBe(true);
  });

  test('a session in daily use still ends at its absolute lifetime', async () => {
    const user = await account('daily@example.co.uk', { verified: true });
    const token = await createSession(server.database.db, user.id);
    // Signed in just over the maximum age ago, used a minute ago: the sliding window alone would keep it.
    await server.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - 60_000), lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.userId, user.id));
    const client = clientFor(server);
    await client.session.start(token);
    const error = await failure(client.auth.me());
    expect(error.status).toBe(401);
  });

  test('the sliding window never moves a session past its absolute end', async () => {
    const user = await account('capped@example.co.uk', { verified: true });
    const token = await createSession(server.database.db, user.id);
    const signedInAt = new Date(Date.now() - SESSION_MAX_AGE_MS + 24 * 60 * 60 * 1000);
    await server.database.db.update(sessions).set({ createdAt: signedInAt, lastSeenAt: new Date(Date.now() - 120_000) }).where(eq(sessions.userId, user.id));
    const client = clientFor(server);
    await client.session.start(token);
    await client.auth.me();
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + SESSION_MAX_AGE_MS);
  });
});
