import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { isApiError } from '@tradeshub/sdk';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const PASSWORD = 'Operator-desk-19';

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  await server.database.db.insert(users).values([
    { firstName: 'Ops', lastName: 'Person', email: 'ops@example.co.uk', passwordHash, role: 'ADMIN', emailVerifiedAt: new Date() },
    { firstName: 'Cara', lastName: 'Customer', email: 'cara@example.co.uk', passwordHash, emailVerifiedAt: new Date() },
  ]);
});

describe('the outbox for operators', () => {
  test('an operator reads what was sent, newest first, a page at a time', async () => {
    const visitor = clientFor(server);
    for (const email of ['a@example.co.uk', 'b@example.co.uk', 'c@example.co.uk']) {
      await visitor.auth.register({
        body: { firstName: 'A', lastName: 'B', emailAddress: email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '07700 900111' },
      });
    }
    const ops = clientFor(server);
    await ops.signIn({ emailAddress: 'ops@example.co.uk', password: PASSWORD });
    const first = await ops.admin.getOutbox({ query: { limit: 2 } });
    expect(first.items.map((m) => m.recipient)).toEqual(['c@example.co.uk', 'b@example.co.uk']);
    expect(first.nextCursor).not.toBeNull();
    const second = await ops.admin.getOutbox({ query: { limit: 2, cursor: first.nextCursor ?? undefined } });
    expect(second.items.map((m) => m.recipient)).toEqual(['a@example.co.uk']);
    expect(second.nextCursor).toBeNull();
    const one = await ops.admin.getOutbox({ query: { recipient: 'b@example.co.uk' } });
    expect(one.items).toHaveLength(1);
    // No SMTP_URL here: the mail is kept, not sent, and its code is shown redacted.
    expect(one.items[0]).toMatchObject({ status: 'STORED', attempts: 0, sentAt: null, templateKey: 'email-verification' });
    expect(one.items[0]?.body).toContain('••••••');
    expect(one.items[0]?.body).not.toMatch(/\b\d{6}\b/);
  });

  test('anyone else is refused', async () => {
    const customer = clientFor(server);
    await customer.signIn({ emailAddress: 'cara@example.co.uk', password: PASSWORD });
    const error = await customer.admin.getOutbox({ query: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });
});
