import { describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../src/contracts/contract.js';
import { isApiError } from '../src/http/api-error.js';
import { bindContracts } from '../src/http/bind-contracts.js';
import { createTransport } from '../src/http/transport.js';
import { fakeFetch, jsonResponse } from './support/fake-fetch.js';

const BUSINESS_ID = '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f';

const contracts = {
  business: {
    getById: defineContract({
      method: 'GET',
      path: '/backend-service/business/:id',
      publicPath: '/backend-service/public/business/:id',
      access: 'public-twin',
      summary: 'A business',
      params: z.object({ id: z.uuid({ error: 'Expected a business id (a UUID)' }) }),
      data: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      publicData: z.object({ id: z.string(), name: z.string() }),
    }),
    search: defineContract({
      method: 'POST',
      path: '/backend-service/business/search',
      access: 'public',
      summary: 'Search',
      query: z.object({ limit: z.number().optional(), tags: z.array(z.string()).optional() }),
      body: z.object({ category: z.string().min(1, 'Choose a category') }),
      data: z.array(z.object({ id: z.string() })),
    }),
  },
  notifications: {
    markAllRead: defineContract({
      method: 'PATCH',
      path: '/community-service/notification/update-read-status-all',
      access: 'private',
      summary: 'Mark all read',
      data: z.null(),
    }),
  },
};

function setup(token: string | null, ...answers: Array<Response | Error>) {
  const { fetch, calls } = fakeFetch(...answers);
  const transport = createTransport({ baseUrl: 'https://api.example.test/', fetch, getAccessToken: () => token });
  const api = bindContracts(contracts, { transport, isAuthenticated: () => token !== null });
  return { api, calls };
}

describe('one namespace per service, one function per contract', () => {
  test('a signed-in call goes to the private path with the bearer token and resolves to data', async () => {
    const business = { id: BUSINESS_ID, name: 'Ace Plumbing', email: 'ace@example.test' };
    const { api, calls } = setup('tok-1', jsonResponse(200, { data: business, message: 'ok' }));

    await expect(api.business.getById({ params: { id: BUSINESS_ID } })).resolves.toEqual(business);
    expect(calls[0]).toMatchObject({
      url: `https://api.example.test/backend-service/business/${BUSINESS_ID}`,
      method: 'GET',
      headers: { Authorization: 'Bearer tok-1' },
    });
  });

  test('a signed-out call to a public twin goes to its public path and reads the public shape', async () => {
    const { api, calls } = setup(null, jsonResponse(200, { data: { id: BUSINESS_ID, name: 'Ace Plumbing' } }));

    await expect(api.business.getById({ params: { id: BUSINESS_ID } })).resolves.toEqual({
      id: BUSINESS_ID,
      name: 'Ace Plumbing',
    });
    expect(calls[0]?.url).toBe(`https://api.example.test/backend-service/public/business/${BUSINESS_ID}`);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  test('query and body are sent as the caller gave them', async () => {
    const { api, calls } = setup(null, jsonResponse(200, { data: [{ id: 'b1' }] }));

    await api.business.search({ query: { limit: 5, tags: ['a', 'b'] }, body: { category: 'Roofing' } });
    expect(calls[0]).toMatchObject({
      url: 'https://api.example.test/backend-service/business/search?limit=5&tags=a&tags=b',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { category: 'Roofing' },
    });
  });

  test('an operation without input is called with no arguments; an empty answer is null', async () => {
    const { api, calls } = setup('tok-1', new Response(null, { status: 204 }));

    await expect(api.notifications.markAllRead()).resolves.toBeNull();
    expect(calls[0]?.method).toBe('PATCH');
  });

  test.each([
    ['a bad path parameter', { params: { id: 'not-a-uuid' } }, 'Expected a business id (a UUID)'],
    ['a missing path parameter', {}, 'Invalid input: expected object, received undefined'],
  ])('%s fails locally as a 400 VALIDATION naming the first problem', async (_, input, message) => {
    const { api, calls } = setup('tok-1');

    const error: unknown = await api.business.getById(input as never).catch((e: unknown) => e);
    expect(isApiError(error) && { status: error.status, code: error.code, message: error.message }).toEqual({
      status: 400,
      code: 'VALIDATION',
      message,
    });
    expect(calls).toHaveLength(0);
  });

  test('body validation uses the contract schema message', async () => {
    const { api, calls } = setup(null);

    await expect(api.business.search({ query: {}, body: { category: '' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Choose a category',
    });
    expect(calls).toHaveLength(0);
  });

  test('types follow the contracts', () => {
    const { api } = setup(null);
    expectTypeOf(api.business.search).returns.resolves.toEqualTypeOf<{ id: string }[]>();
    expectTypeOf(api.notifications.markAllRead).returns.resolves.toEqualTypeOf<null>();
    expectTypeOf(api.business.getById).parameter(0).toHaveProperty('params').toEqualTypeOf<{ id: string }>();
    expectTypeOf(api.notifications.markAllRead).toBeCallableWith();
    // @ts-expect-error the contract declares params, so the input is required
    expectTypeOf(api.business.getById).toBeCallableWith();
  });
});
