import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { isApiError } from '@tradeshub/sdk';
import { clientFor, lastEmailTo } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_ENABLED: 'true' });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail through SMTP', () => {
  test('the verification email reaches a real SMTP server and is kept in the outbox as sent', async () => {
    received = [];
    await clientFor(server).auth.register({
      body: {
        firstName: 'Tom',
        lastName: 'Evans',
        emailAddress: 'tom@example.co.uk',
        password: 'Copper-kettle-58',
        confirmPassword: 'Copper-kettle-58',
        phoneNumber: '07700 900456',
      },
    });
    // The request only queues the email; the sender delivers it straight after.
    await server.app.mailSender?.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['tom@example.co.uk']);
    expect(received[0]?.raw).toMatch(/\b\d{6}\b/);
    expect((await lastEmailTo(server, 'tom@example.co.uk')).status).toBe('SENT');
  });
});

describe('rate limits', () => {
  test('sign-in attempts past the limit get 429 with a sentence', async () => {
    const client = clientFor(server);
    const statuses: number[] = [];
    let lastMessage = '';
    for (let i = 0; i < 11; i++) {
      try {
        await client.signIn({ emailAddress: 'guess@example.co.uk', password: `Guess-number-${i}` });
      } catch (error) {
        if (!isApiError(error)) throw error;
        statuses.push(error.status);
        lastMessage = error.message;
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(lastMessage).toBe('Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password if you have forgotten it.');
  });
});
