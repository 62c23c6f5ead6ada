import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiContracts, type ContractShape } from '@tradeshub/sdk';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

// Every endpoint the server serves gets hostile input: wrong types, empty, huge, negative,
// prototype keys, junk ids. Each must answer 4xx with a sentence, never 5xx.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.database.db
    .insert(users)
    .values({ firstName: 'Bad', lastName: 'Input', email: 'bad-input@example.co.uk', passwordHash: await hashPassword('Bad-input-pass-1'), emailVerifiedAt: new Date() })
    .returning();
  token = await createSession(server.database.db, user!.id);
});
afterAll(async () => server?.close());

const HUGE = 'x'.repeat(200_000);

const PARAM_VALUES = ['not-a-uuid', '__proto__', '-1', HUGE.slice(0, 3000), randomUUID()];

const BODIES: [string, string][] = [
  ['an empty object', '{}'],
  ['an array', '[1,2,3]'],
  ['a bare string', '"hello"'],
  ['null', 'null'],
  ['broken JSON', '{"a":'],
  ['a prototype key', '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}'],
  ['huge strings everywhere', JSON.stringify(fieldsOf(HUGE))],
  ['negative numbers everywhere', JSON.stringify(fieldsOf(-1))],
  ['objects everywhere', JSON.stringify(fieldsOf({ $gt: '' }))],
];

const QUERIES = ['?limit=-5', '?limit=abc&cursor=' + 'z'.repeat(500), '?type=fax', '?userId=nope&businessId=nope', '?q=' + 'q'.repeat(500), '?__proto__=x'];

function fieldsOf(value: unknown): Record<string, unknown> {
  const names = ['emailAddress', 'password', 'confirmPassword', 'firstName', 'lastName', 'phoneNumber', 'name', 'email', 'businessPhoneNumber', 'workCategories', 'radius', 'serviceArea', 'latitude', 'longitude', 'location', 'message', 'token', 'code', 'accepted', 'hasSwitched', 'addressIndex', 'radiusInMeter', 'userId', 'limit', 'cursor', 'distance', 'overall', 'category', 'sort', 'title', 'body'];
  return Object.fromEntries(names.map((n) => [n, value]));
}

const routes = Object.entries(apiContracts).flatMap(([group, contracts]) =>
  Object.entries(contracts as Record<string, ContractShape>).flatMap(([name, contract]) =>
    [contract.path, contract.publicPath].filter((p): p is string => Boolean(p)).map((path) => ({ label: `${group}.${name} ${contract.method} ${path}`, contract, path })),
  ),
);

function fill(path: string, value: string): string {
  return path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(value));
}

async function send(method: string, url: string, body?: string) {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

describe('hostile input never breaks an endpoint', () => {
  test('the table covers the served endpoints', () => {
    const served = routes.filter((r) => server.app.hasRoute({ method: r.contract.method, url: r.path }));
    expect(served.length).toBeGreaterThan(30);
  });

  test.each(routes)('$label', async ({ contract, path }) => {
    if (!server.app.hasRoute({ method: contract.method, url: path })) return;
    const attempts: { url: string; body?: string }[] = [];
    for (const value of PARAM_VALUES) {
      const url = `${server.baseUrl}${fill(path, value)}`;
      for (const query of QUERIES) attempts.push({ url: `${url}${query}` });
      if (contract.method !== 'GET' && contract.method !== 'DELETE') for (const [, body] of BODIES) attempts.push({ url, body });
    }
    for (const attempt of attempts) {
      const { status, text } = await send(contract.method, attempt.url, attempt.body);
      const context = `${contract.method} ${attempt.url.slice(0, 120)} ${attempt.body?.slice(0, 80) ?? ''} -> ${status} ${text.slice(0, 200)}`;
      expect(status, context).toBeLessThan(500);
      if (status >= 400) {
        const parsed = JSON.parse(text) as { message?: unknown };
        expect(typeof parsed.message === 'string' && parsed.message.length > 0, context).toBe(true);
      }
    }
  });
});

describe('hostile input never breaks the chat attachment routes', () => {
  const upload = `/chat-service/attachments`;
  const boundary = 'xBOUNDARYx';
  const form = (...parts: string[]) => `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;
  const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const file = (name: string, fileName: string, type: string, content: string) =>
    `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}`;
  const multipart = `multipart/form-data; boundary=${boundary}`;

  const uploads: [string, string, string][] = [
    ['a truncated form', multipart, `--${boundary}\r\n${field('conversationId', randomUUID())}`],
    ['a form without a closing boundary', multipart, `--${boundary}\r\n${file('file', 'a.txt', 'text/plain', 'hi')}\r\n`],
    ['a missing boundary', 'multipart/form-data', form(field('conversationId', randomUUID()))],
    ['a junk conversation id', multipart, form(field('conversationId', '__proto__'), file('file', 'a.txt', 'text/plain', 'hi'))],
    ['a huge field', multipart, form(field('conversationId', HUGE), file('file', 'a.txt', 'text/plain', 'hi'))],
    ['two files', multipart, form(field('conversationId', randomUUID()), file('file', 'a.txt', 'text/plain', 'a'), file('file', 'b.txt', 'text/plain', 'b'))],
    ['a path in the file name', multipart, form(field('conversationId', randomUUID()), file('file', '../../etc/passwd', 'text/plain', 'x'))],
    ['an unknown field only', multipart, form(field('role', 'ADMIN'))],
    ['an XML body', 'application/xml', '<a/>'],
    ['plain text', 'text/plain', 'hello'],
  ];

  test.each(uploads)('upload with %s', async (_, contentType, body) => {
    const response = await fetch(`${server.baseUrl}${upload}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect((JSON.parse(text) as { message?: string }).message?.length).toBeGreaterThan(0);
  });

  test.each(PARAM_VALUES)('download of %s', async (value) => {
    const { status, text } = await send('GET', `${server.baseUrl}${upload}/${encodeURIComponent(value)}`);
    expect(status, text).toBeGreaterThanOrEqual(400);
    expect(status, text).toBeLessThan(500);
    expect((JSON.parse(text) as { message?: string }).message?.length).toBeGreaterThan(0);
  });
});
