import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../src/contracts/contract.js';
import { bindContracts, type QuietDefaults } from '../src/http/bind-contracts.js';
import { createTransport } from '../src/http/transport.js';
import { fakeFetch, jsonResponse } from './support/fake-fetch.js';

const contracts = {
  user: {
    getAddresses: defineContract({
      method: 'GET',
      path: '/backend-service/user/address',
      access: 'private',
      summary: 'Addresses',
      data: z.array(z.object({ id: z.string() })),
    }),
    getProfile: defineContract({
      method: 'GET',
      path: '/backend-service/user/profile',
      access: 'private',
      summary: 'Profile',
      query: z.object({ userId: z.string().min(1, 'Expected a user id') }),
      data: z.object({ id: z.string() }),
    }),
  },
  payments: {
    unreadCount: defineContract({
      method: 'GET',
      path: '/backend-service/payment/count',
      access: 'private',
      summary: 'Unread',
      data: z.number(),
    }),
  },
};

const quietDefaults = {
  user: { getAddresses: () => false as const, getProfile: () => null },
  payments: { unreadCount: () => 0 },
} satisfies QuietDefaults<typeof contracts>;

function setup(...answers: Array<Response | Error>) {
  const { fetch, calls } = fakeFetch(...answers);
  const onQuietFailure = vi.fn();
  const transport = createTransport({ baseUrl: 'https://api.example.test', fetch, getAccessToken: () => 'tok' });
  const api = bindContracts(contracts, { transport, isAuthenticated: () => true, quietDefaults, onQuietFailure });
  return { api, calls, onQuietFailure };
}

describe('quiet defaults: some reads answer a default instead of failing', () => {
  test.each([
    ['a server error', jsonResponse(500, { message: 'Boom', code: 'SERVER_ERROR' })],
    ['a 404', jsonResponse(404, { message: 'Gone', code: 'NOT_FOUND' })],
    ['a network failure', new TypeError('fetch failed')],
  ])('%s gives the default and is reported', async (_, answer) => {
    const { api, onQuietFailure } = setup(answer);
    await expect(api.payments.unreadCount()).resolves.toBe(0);
    expect(onQuietFailure).toHaveBeenCalledWith('payments.unreadCount', expect.objectContaining({ name: 'ApiError' }));
  });

  test('address fetch failure answers false', async () => {
    const { api } = setup(jsonResponse(503, ''));
    await expect(api.user.getAddresses()).resolves.toBe(false);
  });

  test('a 401 is never hidden', async () => {
    const { api } = setup(jsonResponse(401, { message: 'Sign in again', code: 'UNAUTHORIZED' }));
    await expect(api.payments.unreadCount()).rejects.toMatchObject({ status: 401 });
  });

  test('input refused before sending is never hidden', async () => {
    const { api, calls } = setup();
    await expect(api.user.getProfile({ query: { userId: '' } })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Expected a user id',
    });
    expect(calls).toHaveLength(0);
  });

  test('a cancelled call is never hidden', async () => {
    const { api } = setup(new DOMException('aborted', 'AbortError'));
    await expect(api.payments.unreadCount()).rejects.toMatchObject({ code: 'ABORTED' });
  });

  test('success still answers the real data', async () => {
    const { api } = setup(jsonResponse(200, { data: 7 }));
    await expect(api.payments.unreadCount()).resolves.toBe(7);
  });

  test('a default outside the data type widens the result type by just that', () => {
    const { api } = setup();
    expectTypeOf(api.user.getAddresses).returns.resolves.toEqualTypeOf<{ id: string }[] | false>();
    expectTypeOf(api.user.getProfile).returns.resolves.toEqualTypeOf<{ id: string } | null>();
    expectTypeOf(api.payments.unreadCount).returns.resolves.toEqualTypeOf<number>();
  });
});
