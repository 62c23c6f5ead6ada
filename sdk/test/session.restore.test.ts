import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { PLATFORM_CONFIG_PATH, SESSION_USER_PATH } from '../src/auth/session-reads.js';
import { createMemoryStorage } from '../src/auth/token-storage.js';
import { createClient } from '../src/client.js';
import { createClientSession } from '../src/client-session.js';
import { requiresSignIn } from '../src/contracts/contract.js';
import { sessionUserSchema } from '../src/contracts/entities/user.js';
import { apiContracts } from '../src/contracts/index.js';
import { ACCESS_TOKEN_STORAGE_KEY } from '../src/domain/constants.js';
import { jsonResponse, routedFetch } from './support/fake-fetch.js';
import { sessionUser } from './support/session-fixtures.js';

// A session made with baseUrl restores itself with plain GETs, without the client's
// contracts (decision 0060); everything else must be as when it went through the client.

const config = { commissionRate: 6, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 };
const expired = () => jsonResponse(401, { message: 'Your session has ended. Sign in again.', code: 'UNAUTHORIZED' });

function storedSession(routes: Record<string, () => Response | Error>, path = '/home') {
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-1');
  const { fetch, calls } = routedFetch({
    'GET /backend-service/auth/me': () => jsonResponse(200, { data: sessionUser() }),
    'GET /backend-service/config/get-config': () => jsonResponse(200, { data: config }),
    ...routes,
  });
  const onSessionExpired = vi.fn();
  const logger = { warn: vi.fn() };
  const session = createClientSession({ baseUrl: 'https://api.example.test', storage, fetch, onSessionExpired, getCurrentPath: () => path, logger });
  const onSignOut = vi.fn();
  session.onSignOut(onSignOut);
  return { session, storage, calls, onSessionExpired, onSignOut, logger, fetch };
}

describe('restoring a stored session without the client', () => {
  test("the paths are the contracts' (auth.me needs a session, config.get does not)", () => {
    expect({ method: apiContracts.auth.me.method, path: apiContracts.auth.me.path }).toEqual({ method: 'GET', path: SESSION_USER_PATH });
    expect(requiresSignIn(apiContracts.auth.me.access)).toBe(true);
    expect({ method: apiContracts.config.get.method, path: apiContracts.config.get.path }).toEqual({ method: 'GET', path: PLATFORM_CONFIG_PATH });
    expect(apiContracts.config.get.access).toBe('public');
  });

  test('reads auth/me with the bearer token and the config, and keeps the user and the commission', async () => {
    const { session, calls } = storedSession({});
    const state = await session.restore();
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET https://api.example.test/backend-service/auth/me',
      'GET https://api.example.test/backend-service/config/get-config',
    ]);
    expect(calls.find((call) => call.url.endsWith('/auth/me'))?.headers.Authorization).toBe('Bearer tok-1');
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, userInfo: sessionUser(), commissionRate: 6, isBusinessUser: false });
  });

  test("the user is what the client's validated auth.me gives: the server sends the schema's output", async () => {
    // The server serialises through the same schema (fastify-type-provider-zod encodes, then
    // JSON); a second parse must change nothing, so skipping it here changes nothing either.
    const raw = { ...sessionUser({ firstName: '  Priya ', business: { id: sessionUser().id, name: ' Shah Plumbing ', locality: 'Leeds' } }), password: 'x' };
    const wire = JSON.parse(JSON.stringify(z.encode(sessionUserSchema, raw as z.output<typeof sessionUserSchema>))) as unknown;
    const { session } = storedSession({ 'GET /backend-service/auth/me': () => jsonResponse(200, { data: wire }) });
    const { userInfo } = await session.restore();
    expect(userInfo).toEqual(sessionUserSchema.parse(wire));
    expect(userInfo).toEqual(sessionUserSchema.parse(raw));
  });

  test("a 401 ends the session as expired and sends the person to sign in, as the client's does", async () => {
    const { session, storage, onSessionExpired, onSignOut } = storedSession({ 'GET /backend-service/auth/me': expired }, '/home?tab=local');
    await expect(session.restore()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, userInfo: null, endedBecause: 'expired' });
    expect(onSignOut).toHaveBeenCalledExactlyOnceWith('expired');
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('/home?tab=local');
  });

  test('a 401 on a public route drops the token without sending anyone to sign in', async () => {
    const { session, onSessionExpired } = storedSession({ 'GET /backend-service/auth/me': expired }, '/findabussiness');
    await session.restore().catch(() => undefined);
    expect(session.getAccessToken()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('a network failure keeps the token and the session', async () => {
    const { session, storage, onSignOut } = storedSession({ 'GET /backend-service/auth/me': () => new TypeError('Failed to fetch') });
    await expect(session.restore()).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(session.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, userInfo: null });
    expect(onSignOut).not.toHaveBeenCalled();
  });

  test("a config failure gives commission 4 (config.get's quiet default) and is reported", async () => {
    const { session, logger } = storedSession({ 'GET /backend-service/config/get-config': () => jsonResponse(503, {}) });
    expect(await session.restore()).toMatchObject({ userInfo: sessionUser(), commissionRate: 4 });
    expect(logger.warn).toHaveBeenCalledWith('[tradeshub] config.get failed; using its quiet default', expect.objectContaining({ status: 503 }));
  });

  test('a client made with this session shares it: signing in loads the user through the same reads', async () => {
    const { session, storage, fetch } = storedSession({
      'POST /backend-service/auth/sign-in': () =>
        jsonResponse(200, { data: { token: 'tok-2', expiresAt: '2030-01-01T00:00:00.000Z', user: sessionUser() } }),
      'GET /backend-service/work/get-all-assessments': expired,
    });
    const onSessionExpired = vi.fn();
    const client = createClient({ baseUrl: 'https://api.example.test', session, fetch, onSessionExpired, getCurrentPath: () => '/managework' });
    await client.signIn({ emailAddress: 'priya@example.test', password: 'correct horse battery' });
    expect(client.session).toBe(session);
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('tok-2');
    expect(session.getState()).toMatchObject({ isAuthenticated: true, userInfo: sessionUser(), commissionRate: 6 });

    await client.work.getAssessments({ query: {} }).catch(() => undefined);
    expect(session.getState()).toMatchObject({ isAuthenticated: false, endedBecause: 'expired' });
    expect(onSessionExpired).toHaveBeenCalledWith('/managework');
  });
});
