import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { outbox, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

// The API never waits on a mail server: a request that sends mail answers while the mail
// server has not yet accepted it, and the sender delivers it straight after. The sender's
// own poll is an hour here, so only the wake that follows queuing can send the mail.

let catcher: MailCatcher;
let server: TestServer;
const PASSWORD = 'Orchard-ladder-27';
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url, MAIL_SEND_INTERVAL_MS: '3600000' });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const statusOf = async (recipient: string) =>
  (await server.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.recipient, recipient)))[0]?.status;

describe('mail off the request path', () => {
  test('registering and asking for a reset answer while the mail server holds their emails unaccepted', async () => {
    await server.database.db
      .insert(users)
      .values({ firstName: 'Ben', lastName: 'Okafor', email: 'ben@example.co.uk', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    const { release } = catcher.hold();

    const visitor = clientFor(server);
    await visitor.auth.register({
      body: { firstName: 'Ada', lastName: 'Reyes', emailAddress: 'ada@example.co.uk', password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '07700 900222' },
    });
    await visitor.auth.forgotPassword({ body: { emailAddress: 'ben@example.co.uk' } });
    expect(catcher.caught).toEqual([]);
    expect(await statusOf('ada@example.co.uk')).toBe('QUEUED');
    expect(await statusOf('ben@example.co.uk')).toBe('QUEUED');

    release();
    // A wait for the sender to finish, not a limit on how long it may take.
    await vi.waitFor(
      async () => {
        expect(await statusOf('ada@example.co.uk')).toBe('SENT');
        expect(await statusOf('ben@example.co.uk')).toBe('SENT');
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(catcher.caught.map((mail) => mail.to[0]).sort()).toEqual(['ada@example.co.uk', 'ben@example.co.uk']);
  });
});
