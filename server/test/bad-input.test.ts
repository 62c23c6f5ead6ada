import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiContracts, type ContractShape } from '@tradeshub/sdk';
import { createUser, registerForm, seedCategories } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { ALWAYS_REFUSED, hostileRequests } from './hostile-input.js';
import { inBatches, watchServer, type StormFigures } from './request-storm.js';

// Every served contract gets hostile input in each field of its own schemas, as anonymous,
// a customer and a tradesperson. Each answer is a 4xx with a sentence, never a 5xx, and a
// /health request sent meanwhile is answered within a second: no request may hold the
// event loop (a 60,000-character reaction once held it for 26 s).

const CONCURRENCY = 4;
const HUGE = 'x'.repeat(200_000);
// Every contract (contracts.served.test.ts checks each is served).
const served = Object.entries(apiContracts).flatMap(([group, members]) =>
  Object.entries(members as Record<string, ContractShape>)
    .map(([name, contract]) => ({ name: `${group}.${name}`, contract })),
);

let server: TestServer;
let watch: ReturnType<typeof watchServer>;
const callers: Record<'anonymous' | 'customer' | 'tradesperson', string | null> = { anonymous: null, customer: null, tradesperson: null };

beforeAll(async () => {
  server = await startTestServer();
  const categoryIds = await seedCategories(server);
  callers.customer = (await createUser(server, 'Cara')).token;
  const tradesperson = await createUser(server, 'Tom');
  await tradesperson.client.business.register({ body: registerForm(categoryIds) });
  callers.tradesperson = tradesperson.token;
  watch = watchServer(server.baseUrl);
});
afterAll(async () => {
  await watch?.stop();
  await server?.close();
});

describe('hostile input never breaks an endpoint', () => {
  test.each(served)('$name', { timeout: 120_000 }, async ({ contract }) => {
    const paths = [contract.path, contract.publicPath].filter((p): p is string => Boolean(p));
    // A path without a route would answer 404 to everything and pass for the wrong reason.
    for (const url of paths) expect(server.app.hasRoute({ method: contract.method, url }), url).toBe(true);
    const attempts = paths.flatMap((path) => hostileRequests(contract, path)).flatMap((request) =>
      Object.entries(callers).map(([caller, token]) => ({ request, caller, token })),
    );
    const problems: string[] = [];
    await inBatches(attempts, CONCURRENCY, async ({ request, caller, token }) => {
      const url = `${server.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
      const label = `${caller} ${contract.method} ${request.path.slice(0, 80)}: ${request.label}`;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
      const answer = await watch.send(url, { method: contract.method, headers, body: request.body }, label);
      const refused = answer.status >= 400 && answer.status < 500;
      const message = refused ? messageOf(answer.text) : '';
      if (answer.status >= 500) problems.push(`${label} -> ${answer.status} ${answer.text.slice(0, 160)}`);
      else if (ALWAYS_REFUSED.has(request.kind) && !refused) problems.push(`${label} -> ${answer.status}, expected a refusal`);
      else if (refused && message.length === 0) problems.push(`${label} -> ${answer.status} without a sentence: ${answer.text.slice(0, 160)}`);
    });
    expect(problems).toEqual([]);
  });

  test('nothing reached the prototype of every object', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('role');
  });

  test('the server answered /health within a second throughout, and no request held the event loop that long', async () => {
    const figures: StormFigures = await watch.stop();
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.info(
      `hostile input: ${figures.requests} requests, ${figures.serverErrors} answered 5xx, longest answer ${ms(figures.longestAnswerMs)} (${figures.longestAnswer}); ` +
        `slowest /health ${ms(figures.slowestHealthMs)} of work (${ms(figures.slowestHealthWallMs)} wall), ` +
        `longest event-loop hold ${ms(figures.longestHoldMs)} of work (${ms(figures.longestHoldWallMs)} wall)`,
    );
    expect(figures.serverErrors).toBe(0);
    expect(figures.slowestHealthMs).toBeLessThan(1000);
    expect(figures.longestHoldMs).toBeLessThan(1000);
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
      headers: { authorization: `Bearer ${callers.customer}`, 'content-type': contentType },
      body,
    });
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(messageOf(text).length).toBeGreaterThan(0);
  });

  test.each(['not-a-uuid', '__proto__', '-1', HUGE.slice(0, 3000), randomUUID()])('download of %s', async (value) => {
    const response = await fetch(`${server.baseUrl}${upload}/${encodeURIComponent(value)}`, { headers: { authorization: `Bearer ${callers.customer}` } });
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(messageOf(text).length).toBeGreaterThan(0);
  });
});

function messageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message.trim() : '';
  } catch {
    return '';
  }
}
