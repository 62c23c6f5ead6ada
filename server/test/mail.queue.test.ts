import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { createOutboxMailer } from '../src/platform/mail.js';
import { MAIL_DELIVERY, mailRetryDelayMs, startMailSender } from '../src/platform/mail-sender.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { startMailCatcher, verificationCodeIn, type MailCatcher } from './mail-catcher.js';

// The outbox as a mail queue: a failed send is kept for another try, later, and never
// reported as sent; a success clears the sendable text; two senders never send one message
// twice. The sender does not poll here (interval 0): each test drains it.

let catcher: MailCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url, MAIL_SEND_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const PASSWORD = 'Copper-kettle-58';
const drain = () => server.app.mailSender!.drain();

async function register(emailAddress: string) {
  await clientFor(server).auth.register({
    body: { firstName: 'Tom', lastName: 'Evans', emailAddress, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '07700 900456' },
  });
  const [row] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, emailAddress));
  if (!row) throw new Error(`Nothing was queued for ${emailAddress}`);
  return row;
}
const rowById = async (id: string) => (await server.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
/** Another process's sender on the same database; any failure fails the test. */
const anotherSender = () =>
  startMailSender({
    db: server.database.db,
    smtpUrl: catcher.url,
    from: 'Tradeshub <hello@tradeshub.local>',
    intervalMs: 0,
    onSendFailed: ({ error }) => {
      throw error;
    },
    onError: (error) => {
      throw error;
    },
  });
const makeDue = (id: string) => server.database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));

describe('the mail queue', () => {
  beforeEach(async () => {
    await server.reset();
    catcher.caught.length = 0;
    catcher.refuse(null);
  });

  test('a failed send stays QUEUED with its try counted, the reason and a later next try; a later success marks it SENT', async () => {
    catcher.refuse('Mailbox busy, try again later');
    const queued = await register('tom@example.co.uk');
    expect(queued).toMatchObject({ status: 'QUEUED', attempts: 0, sentAt: null });

    expect(await drain()).toBe(1);
    const failed = await rowById(queued.id);
    expect(failed).toMatchObject({ status: 'QUEUED', attempts: 1, sentAt: null });
    expect(failed.error).toMatch(/Mailbox busy, try again later/);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(failed.pendingText).toMatch(/\b\d{6}\b/);
    expect(catcher.caught).toEqual([]);
    expect(await drain()).toBe(0);

    catcher.refuse(null);
    await makeDue(queued.id);
    expect(await drain()).toBe(1);
    const sent = await rowById(queued.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, error: null, nextAttemptAt: null, pendingText: null, pendingHtml: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const session = await clientFor(server).auth.verifyEmail({
      body: { emailAddress: 'tom@example.co.uk', code: verificationCodeIn(catcher.lastTo('tom@example.co.uk')) },
    });
    expect(session.user.emailVerified).toBe(true);
  });

  test('a message that fails its last try is given up: FAILED, with no next try and its sendable text dropped', async () => {
    catcher.refuse('Mailbox unavailable');
    const queued = await register('gone@example.co.uk');
    await server.database.db.update(outbox).set({ attempts: MAIL_DELIVERY.maxAttempts - 1 }).where(eq(outbox.id, queued.id));

    expect(await drain()).toBe(1);
    expect(await rowById(queued.id)).toMatchObject({
      status: 'FAILED',
      attempts: MAIL_DELIVERY.maxAttempts,
      nextAttemptAt: null,
      sentAt: null,
      pendingText: null,
      pendingHtml: null,
      error: expect.stringMatching(/Mailbox unavailable/),
    });
    catcher.refuse(null);
    expect(await drain()).toBe(0);
    expect(catcher.caught).toEqual([]);
  });

  test('a sender stopped mid-send, its mail server silent, stops at once and hands the message back with the try uncounted', async () => {
    const { release, arrived } = catcher.hold();
    const queued = await register('held@example.co.uk');
    const sender = anotherSender();
    const draining = sender.drain();
    await arrived;
    await sender.stop();
    expect(await draining).toBe(0);
    expect(await rowById(queued.id)).toMatchObject({ status: 'QUEUED', attempts: 0, error: null, pendingText: expect.stringMatching(/\d{6}/) });

    release();
    expect(await drain()).toBe(1);
    expect(await rowById(queued.id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  test('two senders working one queue at once send each message exactly once', async () => {
    const mailer = createOutboxMailer(server.database.db, { delivers: true });
    const count = MAIL_DELIVERY.batchSize * 2 + 5;
    for (let i = 0; i < count; i++) await mailer.send({ to: `reader${i}@example.co.uk`, subject: `Message ${i}`, text: `Hello number ${i}` });
    const senders = [anotherSender(), anotherSender()];
    try {
      const settled = await Promise.all(senders.map((sender) => sender.drain()));
      expect(settled[0]! + settled[1]!).toBe(count);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    const subjects = catcher.caught.map((mail) => mail.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await server.database.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
  });
});

describe('retrying', () => {
  test.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [20, 3_600_000],
  ])('after %i failed tries the next waits %i ms', (attempts, delayMs) => {
    expect(mailRetryDelayMs(attempts)).toBe(delayMs);
  });
});
