import { describe, expect, test, vi } from 'vitest';
import { createMemoryStorage } from '../src/auth/token-storage.js';
import { createClient } from '../src/client.js';
import { ACCESS_TOKEN_STORAGE_KEY } from '../src/domain/constants.js';
import type { FetchLike } from '../src/http/transport.js';
import { jsonResponse, routedFetch } from './support/fake-fetch.js';
import { sessionUser } from './support/session-fixtures.js';

const expired = () => jsonResponse(401, { message: 'Your session has ended. Sign in again.', code: 'UNAUTHORIZED' });

function signedInClient(path: string, routes: Record<string, () => Response | Error> = {}) {
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-old');
  const { fetch, calls } = routedFetch({
    'GET /backend-service/auth/me': () => jsonResponse(200, { data: sessionUser() }),
    'GET /backend-service/config/get-config': () => jsonResponse(200, { data: { commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 } }),
    'GET /backend-service/work/get-all-assessments': expired,
    ...routes,
  });
  const onSessionExpired = vi.fn();
  const client = createClient({ baseUrl: 'https://api.example.test', storage, fetch, onSessionExpired, getCurrentPath: () => path });
  const onSignOut = vi.fn();
  client.session.onSignOut(onSignOut);
  return { client, storage, calls, onSessionExpired, onSignOut };
}

describe('a 401 ends the session', () => {
  test('outside the public routes: storage and auth header cleared, user sent to sign in with a return path', async () => {
    const { client, storage, calls, onSessionExpired, onSignOut } = signedInClient('/managework?tab=contracts');

    await expect(client.work.getAssessments({ query: {} })).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(client.session.getState().isAuthenticated).toBe(false);
    expect(onSignOut).toHaveBeenCalledWith('expired');
    expect(onSessionExpired).toHaveBeenCalledWith('/managework?tab=contracts');

    await client.work.getAssessments({ query: {} }).catch(() => undefined);
    expect(calls.at(-1)?.headers.Authorization).toBeUndefined();
  });

  test('several calls failing together end it once', async () => {
    const { client, onSessionExpired, onSignOut } = signedInClient('/messages');
    await Promise.allSettled([
      client.work.getAssessments({ query: {} }),
      client.work.getAssessments({ query: {} }),
      client.work.getAssessments({ query: {} }),
    ]);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('on a public route the dead token is dropped but nobody is sent to sign in', async () => {
    const { client, onSessionExpired } = signedInClient('/business/view/42');
    await client.work.getAssessments({ query: {} }).catch(() => undefined);
    expect(client.session.getAccessToken()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('a quiet default never hides a 401', async () => {
    const { client, onSessionExpired } = signedInClient('/notifications', {
      'GET /community-service/notification/get-notifications': expired,
    });
    await expect(client.notifications.getAll({ query: {} })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('/notifications');
  });

  test('a late 401 for the old token does not end a newer session', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch: routes } = routedFetch({
      'GET /backend-service/auth/me': () => jsonResponse(200, { data: sessionUser() }),
      'GET /backend-service/config/get-config': () => jsonResponse(200, { data: { commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 } }),
      'POST /backend-service/auth/sign-in': () =>
        jsonResponse(200, { data: { token: 'tok-new', expiresAt: '2030-01-01T00:00:00.000Z', user: sessionUser() } }),
    });
    const fetch: FetchLike = async (url, init) => (url.includes('get-all-assessments') ? gate.then(expired) : routes(url, init));
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-old');
    const onSessionExpired = vi.fn();
    const client = createClient({ baseUrl: 'https://api.example.test', storage, fetch, onSessionExpired, getCurrentPath: () => '/home' });

    const oldCall = client.work.getAssessments({ query: {} }).catch(() => undefined);
    await client.signIn({ emailAddress: 'priya@example.test', password: 'correct horse battery' });
    release();
    await oldCall;
    expect(client.session.getAccessToken()).toBe('tok-new');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
