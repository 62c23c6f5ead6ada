import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { countHit, sweepExpiredCounters } from '../src/http/abuse-limits.js';
import { startTestServer, type TestServer } from './harness.js';

// Account actions are limited per client address and per account, with counters in the
// database so that every server process shares them.

let server: TestServer;
let second: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1' });
  // A second process on the same database (here, a second app on the same handle).
  second = await buildApp(server.config, { database: server.database });
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

function signIn(app: FastifyInstance, emailAddress: string, from: string) {
  return app.inject({
    method: 'POST',
    url: '/backend-service/auth/sign-in',
    headers: { 'x-forwarded-for': from },
    payload: { emailAddress, password: 'Not-the-password-1' },
  });
}

describe('abuse limits on account actions', () => {
  test('one account is limited across processes and addresses, with a sentence and how long to wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(i % 2 ? second : server.app, 'target@example.co.uk', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const over = await signIn(server.app, 'target@example.co.uk', '198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(
      'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password if you have forgotten it.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from a fresh address is not affected.
    expect((await signIn(second, 'someone-else@example.co.uk', '198.51.100.200')).statusCode).toBe(401);
  });

  test('one address is limited across accounts, and a proxy hop past the trusted one cannot fake a new address', async () => {
    for (let i = 0; i < 30; i++) {
      // The client prepends a made-up address; only the hop the proxy added counts.
      const answer = await signIn(i % 2 ? second : server.app, `account-${i}@example.co.uk`, `10.9.9.${i}, 203.0.113.7`);
      expect(answer.statusCode).toBe(401);
    }
    const over = await signIn(server.app, 'account-new@example.co.uk', '10.9.9.250, 203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe('Too many sign-in attempts from your network. Please wait 15 minutes and try again.');
    expect((await signIn(server.app, 'account-new@example.co.uk', '203.0.113.8')).statusCode).toBe(401);
  });

  test.each([
    ['register', { firstName: 'Ann', lastName: 'Lee', emailAddress: 'limit-register@example.co.uk', password: 'Quiet-harbour-77', confirmPassword: 'Quiet-harbour-77', phoneNumber: '07700 900123' }, 3],
    ['resend-verification', { emailAddress: 'limit-resend@example.co.uk' }, 3],
    ['forgot-password', { emailAddress: 'limit-forgot@example.co.uk' }, 3],
    ['verify-email', { emailAddress: 'limit-verify@example.co.uk', code: '123456' }, 10],
    ['reset-password', { token: 'a-made-up-reset-token', password: 'Quiet-harbour-77', confirmPassword: 'Quiet-harbour-77' }, 5],
  ])('%s is limited per account', async (action, payload, max) => {
    const send = (i: number) =>
      server.app.inject({ method: 'POST', url: `/backend-service/auth/${action}`, headers: { 'x-forwarded-for': `192.0.2.${i}` }, payload });
    for (let i = 0; i < max; i++) expect((await send(i)).statusCode).toBeLessThan(429);
    const over = await send(max);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(/Too many .* Please wait \d+ minutes/);
  });
});

describe('TRUST_PROXY', () => {
  test('refuses to trust every proxy, and takes a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must not trust every proxy/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('the counters', () => {
  test('closed windows are swept, open ones kept', async () => {
    await countHit(server.database.db, 'sweep:closed', -1000);
    await countHit(server.database.db, 'sweep:open', 60_000);
    await sweepExpiredCounters(server.database.db);
    const keys = (await server.database.query<{ key: string }>("SELECT key FROM rate_limit_counters WHERE key LIKE 'sweep:%'")).map((r) => r.key);
    expect(keys).toEqual(['sweep:open']);
  });
});
