import { describe, expect, test, vi } from 'vitest';
import { createSessionTransport } from '../src/auth/session-transport.js';
import { createMemoryStorage } from '../src/auth/token-storage.js';
import { createClient } from '../src/client.js';
import { createClientSession } from '../src/client-session.js';
import type { communityContracts } from '../src/contracts/community.js';
import type { notificationsContracts } from '../src/contracts/notifications.js';
import { ACCESS_TOKEN_STORAGE_KEY } from '../src/domain/constants.js';
import { QUIET_DEFAULTS } from '../src/http/operation-policies.js';
import { plainReads } from '../src/http/plain-read.js';
import { jsonResponse, routedFetch } from './support/fake-fetch.js';

// A plain read is a contract's private GET sent as the client sends it, without the
// contracts (decision 0063): same URL, token, answer, quiet default and 401.

const POSTS = '/community-service/post/get-all-posts';
const UNREAD = '/community-service/notification/get-unread-notifications-count';
const feedPage = { items: [], nextCursor: 'c2' };

function setUp(routes: Record<string, () => Response | Error>, path = '/home') {
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-1');
  const { fetch, calls } = routedFetch(routes);
  const onSessionExpired = vi.fn();
  const options = { baseUrl: 'https://api.example.test', fetch, onSessionExpired, getCurrentPath: () => path };
  const session = createClientSession({ ...options, storage, logger: { warn: vi.fn() } });
  const log = vi.fn();
  const read = plainReads(createSessionTransport({ ...options, session }), log);
  const client = createClient({ ...options, session, logger: { warn: vi.fn() } });
  return { session, storage, calls, onSessionExpired, log, read, client };
}

describe('plain reads', () => {
  test("ask what the client's call asks, with the token, and resolve to the same data", async () => {
    const { read, client, calls } = setUp({ [`GET ${POSTS}`]: () => jsonResponse(200, { data: feedPage }) });
    const getPosts = read<typeof communityContracts.getPosts>(POSTS);
    const input = { query: { sort: 'TOP' as const, cursor: 'c1', limit: 10 } };
    const plain = await getPosts(input);
    const viaClient = await client.community.getPosts(input);
    expect(plain).toEqual(viaClient);
    expect(calls[0]).toEqual(calls[1]);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `https://api.example.test${POSTS}?sort=TOP&cursor=c1&limit=10` });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
  });

  test('a quiet default hides a failure as the client hides it, and is logged', async () => {
    const { read, client, log } = setUp({ [`GET ${UNREAD}`]: () => jsonResponse(503, { message: 'Down for a moment', code: 'UNAVAILABLE' }) });
    const getUnreadCount = read<typeof notificationsContracts.getUnreadCount>(UNREAD, QUIET_DEFAULTS.notifications.getUnreadCount);
    const input = { query: { mode: 'CUSTOMER' as const } };
    await expect(getUnreadCount(input)).resolves.toEqual(await client.notifications.getUnreadCount(input));
    expect(log).toHaveBeenCalledWith(UNREAD, expect.objectContaining({ status: 503 }));
  });

  test('without a quiet default the failure is the ApiError the client gives', async () => {
    const { read, client } = setUp({ [`GET ${POSTS}`]: () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }) });
    const plain = await read<typeof communityContracts.getPosts>(POSTS)({ query: {} }).catch((error: unknown) => error);
    const viaClient = await client.community.getPosts({ query: {} }).catch((error: unknown) => error);
    expect(plain).toMatchObject({ status: 500, code: 'INTERNAL', message: 'Something went wrong' });
    expect(plain).toEqual(viaClient);
  });

  test('a 401 is never hidden: it ends the session and sends the person to sign in', async () => {
    const expired = () => jsonResponse(401, { message: 'Your session has ended. Sign in again.', code: 'UNAUTHORIZED' });
    const { read, storage, onSessionExpired, log } = setUp({ [`GET ${UNREAD}`]: expired }, '/home?sort=TOP');
    const getUnreadCount = read<typeof notificationsContracts.getUnreadCount>(UNREAD, QUIET_DEFAULTS.notifications.getUnreadCount);
    await expect(getUnreadCount({ query: { mode: 'CUSTOMER' } })).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith('/home?sort=TOP');
    expect(log).not.toHaveBeenCalled();
  });

  test('a cancelled read rejects as cancelled, never with the quiet default', async () => {
    const { read, log } = setUp({ [`GET ${UNREAD}`]: () => new DOMException('The operation was aborted.', 'AbortError') });
    const getUnreadCount = read<typeof notificationsContracts.getUnreadCount>(UNREAD, QUIET_DEFAULTS.notifications.getUnreadCount);
    await expect(getUnreadCount({ query: { mode: 'CUSTOMER' } })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(log).not.toHaveBeenCalled();
  });

  test("a path other than the contract's does not compile", () => {
    const { read } = setUp({});
    // @ts-expect-error: the notifications count's path, given as the feed's
    expect(read<typeof communityContracts.getPosts>(UNREAD)).toBeTypeOf('function');
    expect(read<typeof communityContracts.getPosts>(POSTS)).toBeTypeOf('function');
  });
});
