import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { outbox, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { startAppMail } from '../src/platform/mail-sender.js';
import { sendTemplatedEmail } from '../src/platform/templated-mail.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { mailTo, resetLinkIn, startMailCatcher, verificationCodeIn, type MailCatcher } from './mail-catcher.js';

// Verification codes and reset links reach the person, through a real SMTP server, and are
// kept and shown to operators redacted. The text that can be sent lives only until it is.

let catcher: MailCatcher;
let server: TestServer;
const PASSWORD = 'Lantern-quarry-31';
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});
beforeEach(async () => {
  await server.reset();
  await server.database.db
    .insert(users)
    .values({ firstName: 'Ops', lastName: 'Person', email: 'ops@example.co.uk', passwordHash: await hashPassword(PASSWORD), role: 'ADMIN', emailVerifiedAt: new Date() });
});

const kept = async (recipient: string) => (await server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0]!;

async function operatorView(recipient: string) {
  const ops = clientFor(server);
  await ops.signIn({ emailAddress: 'ops@example.co.uk', password: PASSWORD });
  const [item] = (await ops.admin.getOutbox({ query: { recipient } })).items;
  return item!;
}

describe('secrets in mail', () => {
  test('the verification code reaches the inbox; the outbox and the operators see it redacted', async () => {
    await clientFor(server).auth.register({
      body: { firstName: 'Ana', lastName: 'Silva', emailAddress: 'ana@example.co.uk', password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '07700 900789' },
    });
    const code = verificationCodeIn(await mailTo(server, catcher, 'ana@example.co.uk'));

    const row = await kept('ana@example.co.uk');
    expect(row).toMatchObject({ status: 'SENT', templateKey: 'email-verification', pendingText: null, pendingHtml: null });
    for (const shown of [row.subject, row.body, row.html]) expect(shown).not.toContain(code);
    expect(row.body).toContain('••••••');
    expect(row.html).toContain('••••••');

    const item = await operatorView('ana@example.co.uk');
    expect(item).toMatchObject({ status: 'SENT', attempts: 1, error: null, nextAttemptAt: null });
    expect(JSON.stringify(item)).not.toContain(code);
    expect(item.body).toContain('••••••');

    const session = await clientFor(server).auth.verifyEmail({ body: { emailAddress: 'ana@example.co.uk', code } });
    expect(session.user.emailVerified).toBe(true);
  });

  test('the reset link reaches the inbox and works; the outbox and the operators see it redacted', async () => {
    await clientFor(server).auth.forgotPassword({ body: { emailAddress: 'ops@example.co.uk' } });
    const link = resetLinkIn(await mailTo(server, catcher, 'ops@example.co.uk'));
    const token = new URL(link).searchParams.get('token')!;

    const row = await kept('ops@example.co.uk');
    expect(row).toMatchObject({ status: 'SENT', templateKey: 'password-reset', pendingText: null });
    for (const shown of [row.subject, row.body, row.html]) expect(shown).not.toContain(token);
    expect(row.body).toContain('[reset link — redacted]');

    const item = await operatorView('ops@example.co.uk');
    expect(JSON.stringify(item)).not.toContain(token);
    expect(item.body).toContain('[reset link — redacted]');

    const newPassword = 'Harbour-lights-64';
    await clientFor(server).auth.resetPassword({ body: { token, password: newPassword, confirmPassword: newPassword } });
    await clientFor(server).signIn({ emailAddress: 'ops@example.co.uk', password: newPassword });
  });

  test.each([
    ['development', 'logs', true],
    ['production', 'never logs', false],
    ['test', 'never logs', false],
  ] as const)('with no SMTP_URL, a %s server %s the kept email in full', async (env, _verb, logged) => {
    const lines: string[] = [];
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } }).log;
    const { mailer, sender } = startAppMail(loadConfig({ NODE_ENV: env, DATA_DIR: 'memory://' }), server.database.db, log);
    expect(sender).toBeNull();
    const values = { firstName: 'Dev', code: '246810', verifyLink: 'http://localhost:3000/auth/verify' };
    await sendTemplatedEmail(server.database.db, mailer, 'email-verification', 'dev@example.co.uk', values);

    expect(lines.some((line) => line.includes('246810'))).toBe(logged);
    const row = await kept('dev@example.co.uk');
    expect(row).toMatchObject({ status: 'STORED', pendingText: null, nextAttemptAt: null });
    expect(row.body).not.toContain('246810');
  });
});
