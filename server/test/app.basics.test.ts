import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('the app', () => {
  test('answers an unknown path with a 404 in the error envelope', async () => {
    const response = await fetch(`${server.baseUrl}/backend-service/no-such-thing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'There is no GET /backend-service/no-such-thing endpoint.',
      code: 'NOT_FOUND',
    });
  });

  test('serves the OpenAPI document and the docs page', async () => {
    const spec = await fetch(`${server.baseUrl}/docs/json`);
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { info: { title: string } }).info.title).toBe('Tradeshub API');
    const page = await fetch(`${server.baseUrl}/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
  });

  test('sends security headers', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
