import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { createMemoryStorage } from '../src/auth/token-storage.js';
import { createClient } from '../src/client.js';
import type { Address } from '../src/contracts/entities/user.js';
import { ACCESS_TOKEN_STORAGE_KEY, BUSINESS_USER_STORAGE_KEY } from '../src/domain/constants.js';
import { jsonResponse, routedFetch } from './support/fake-fetch.js';
import { authSession, BUSINESS_ID, sessionUser } from './support/session-fixtures.js';

const API = 'https://api.example.test';
const config = { commissionRate: 5, cardFeesEnabled: true, recommendationRewardPence: 500, referralRewardPence: 2500 };

function setup(routes: Record<string, () => Response | Error> = {}) {
  const storage = createMemoryStorage();
  const { fetch, calls } = routedFetch({
    'POST /backend-service/auth/sign-in': () => jsonResponse(200, { data: authSession('tok-1') }),
    'GET /backend-service/auth/me': () => jsonResponse(200, { data: sessionUser({ business: null }) }),
    'GET /backend-service/config/get-config': () => jsonResponse(200, { data: config }),
    'POST /backend-service/auth/sign-out': () => jsonResponse(200, { data: null }),
    ...routes,
  });
  const logger = { warn: vi.fn() };
  const client = createClient({ baseUrl: API, storage, fetch, logger, getCurrentPath: () => '/managework' });
  return { client, storage, calls, logger };
}

const credentials = { emailAddress: 'priya@example.test', password: 'correct horse battery' };

describe('createClient: sign-in, session and sign-out', () => {
  test('sign-in stores the token and loads profile and config', async () => {
    const { client, storage } = setup();
    const state = await client.signIn(credentials);

    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, commissionRate: 5, isBusinessUser: false });
    expect(state.userInfo?.id).toBe(sessionUser().id);
  });

  test('when config cannot load, commission is 4 and the failure is logged', async () => {
    const { client, logger } = setup({ 'GET /backend-service/config/get-config': () => new TypeError('fetch failed') });
    await expect(client.signIn(credentials)).resolves.toMatchObject({ isAuthenticated: true, commissionRate: 4 });
    expect(logger.warn).toHaveBeenCalledWith('[tradeshub] config.get failed; using its quiet default', expect.anything());
  });

  test('calls carry the token after sign-in, and public twins switch to their private path', async () => {
    const { client, calls } = setup();
    await client.business.getById({ params: { id: BUSINESS_ID } }).catch(() => undefined);
    await client.signIn(credentials);
    await client.business.getById({ params: { id: BUSINESS_ID } }).catch(() => undefined);

    const businessCalls = calls.filter((call) => call.url.includes(BUSINESS_ID));
    expect(businessCalls.map((call) => [new URL(call.url).pathname, call.headers.Authorization])).toEqual([
      [`/backend-service/public/business/${BUSINESS_ID}`, undefined],
      [`/backend-service/business/${BUSINESS_ID}`, 'Bearer tok-1'],
    ]);
  });

  test('sign-out forgets the user at once, tells listeners, then revokes the old token', async () => {
    const { client, storage, calls } = setup();
    await client.signIn(credentials);
    client.session.setBusinessUser(true);
    const onSignOut = vi.fn();
    client.session.onSignOut(onSignOut);

    await client.signOut();
    expect(onSignOut).toHaveBeenCalledWith('signed-out');
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, userInfo: null, commissionRate: 4 });
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(BUSINESS_USER_STORAGE_KEY)).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      url: `${API}/backend-service/auth/sign-out`,
      headers: { Authorization: 'Bearer tok-1' },
    });
  });

  test('a wrong password is an ApiError with the server message and leaves the session alone', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = routedFetch({
      'POST /backend-service/auth/sign-in': () =>
        jsonResponse(401, { message: 'That email and password do not match.', code: 'BAD_CREDENTIALS' }),
    });
    const client = createClient({ baseUrl: API, storage: createMemoryStorage(), fetch, onSessionExpired });

    await expect(client.signIn(credentials)).rejects.toMatchObject({
      status: 401,
      code: 'BAD_CREDENTIALS',
      message: 'That email and password do not match.',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('createClient: operations with local rules and quiet defaults', () => {
  test.each([
    [{ conversationId: undefined, lastMessageId: BUSINESS_ID }],
    [{ conversationId: BUSINESS_ID, lastMessageId: undefined }],
  ])('get-next-messages without both ids fails before any request', async (query) => {
    const { client, calls } = setup();
    await expect(client.chat.getNextMessages({ query: query as never })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'conversationId or lastMessageId is undefined',
    });
    expect(calls).toHaveLength(0);
  });

  test('address fetch failure answers false; a count failure answers 0', async () => {
    const { client } = setup({
      'GET /backend-service/user/address': () => jsonResponse(500, { message: 'Boom', code: 'SERVER_ERROR' }),
      'GET /backend-service/payment/get-total-unread-payment-requests-count': () => new TypeError('offline'),
    });
    await client.signIn(credentials);
    await expect(client.user.getAddresses()).resolves.toBe(false);
    await expect(client.payments.getUnreadPaymentRequestsCount()).resolves.toEqual({ count: 0 });
    expectTypeOf(client.user.getAddresses).returns.resolves.toEqualTypeOf<Address[] | false>();
  });

  test('one namespace per service', () => {
    const { client } = setup();
    for (const service of ['auth', 'business', 'connections', 'work', 'chat', 'templates', 'notifications', 'payments']) {
      expect(client).toHaveProperty(service);
    }
    for (const service of ['recommendations', 'user', 'config', 'content', 'community', 'feedback']) {
      expect(client).toHaveProperty(service);
    }
    expect(typeof client.business.getById).toBe('function');
  });
});
