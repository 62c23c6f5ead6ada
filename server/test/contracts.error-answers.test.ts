import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERROR_STATUS, apiContracts, requiresSignIn, type ContractShape } from '@tradeshub/sdk';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

// The OpenAPI document declares each operation's error answers with the envelope and its
// codes, and the operators' endpoints are closed to everyone else by their contract.

let server: TestServer;
let customerToken: string;
let spec: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

beforeAll(async () => {
  server = await startTestServer();
  const [customer] = await server.database.db
    .insert(users)
    .values({ firstName: 'Cass', lastName: 'Tomer', email: 'cass@example.co.uk', passwordHash: await hashPassword('Errors-answer-77'), emailVerifiedAt: new Date() })
    .returning();
  customerToken = await createSession(server.database.db, customer!.id);
  spec = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as typeof spec;
});
afterAll(async () => server?.close());

const contracts = Object.values(apiContracts).flatMap((group) => Object.values(group as Record<string, ContractShape>));
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  test('declares 400, and 401 and 404 for signed-in operations, with the error envelope', () => {
    const served = contracts.filter((c) => spec.paths[openApiPath(c.path)]?.[c.method.toLowerCase()]);
    expect(served.length).toBeGreaterThan(50);
    for (const contract of served) {
      const responses = spec.paths[openApiPath(contract.path)]![contract.method.toLowerCase()]!.responses;
      const expected = ['400', ...(requiresSignIn(contract.access) ? ['401', '404'] : []), ...(contract.access === 'admin' ? ['403'] : [])];
      for (const status of expected) {
        expect(responses[status], `${contract.method} ${contract.path} declares ${status}`).toBeDefined();
        const schema = JSON.stringify(responses[status]?.content?.['application/json']?.schema);
        expect(schema).toContain('"message"');
        expect(schema).toContain('"code"');
      }
    }
  });

  test('lists, for each status, exactly the codes of that status', () => {
    const responses = spec.paths['/backend-service/auth/change-password']!.post!.responses;
    const codes = (status: string) => (responses[status]?.content?.['application/json']?.schema as { properties: { code: { enum: string[] } } }).properties.code.enum;
    expect(codes('401')).toEqual(['UNAUTHORIZED']);
    expect(new Set(codes('400'))).toEqual(new Set(Object.entries(API_ERROR_STATUS).filter(([, s]) => s === 400).map(([c]) => c)));
  });
});

describe('operators’ endpoints', () => {
  const adminContracts = contracts.filter((c) => c.access === 'admin');

  test.each(adminContracts.map((c) => [`${c.method} ${c.path}`, c] as const))('%s answers a customer 403 ADMIN_ONLY with a sentence', async (_, contract) => {
    const url = `${server.baseUrl}${contract.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000')}`;
    const response = await fetch(url, {
      method: contract.method,
      headers: { authorization: `Bearer ${customerToken}`, ...(contract.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      body: contract.method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Only Tradeshub operators can do that.', code: 'ADMIN_ONLY' });
  });
});
