import { describe, expect, test, vi } from 'vitest';
import { createSessionStore, type SessionState } from '../src/auth/session-store.js';
import { createMemoryStorage, createTokenStorage, type StorageLike } from '../src/auth/token-storage.js';
import { ACCESS_TOKEN_STORAGE_KEY, BUSINESS_USER_STORAGE_KEY, LAST_BUSINESS_MODE_STORAGE_KEY } from '../src/domain/constants.js';

interface Profile {
  id: string;
  business: { id: string } | null;
}

const customer: Profile = { id: 'u1', business: null };
const tradesperson: Profile = { id: 'u2', business: { id: 'b1' } };

function setup(storage: StorageLike = createMemoryStorage(), profile: Profile = customer) {
  const loadProfile = vi.fn(async () => profile);
  const loadCommissionRate = vi.fn(async () => 6);
  const session = createSessionStore<Profile>({
    tokens: createTokenStorage(storage),
    loadProfile,
    loadCommissionRate,
    hasBusiness: (p) => p.business !== null,
  });
  return { session, storage, loadProfile, loadCommissionRate };
}

describe('session store', () => {
  test('starts signed out with commission 4', () => {
    expect(setup().session.getState()).toEqual({
      isAuthenticated: false,
      userInfo: null,
      isLoading: false,
      commissionRate: 4,
      isBusinessUser: false,
      businessModeKnown: true,
    });
  });

  test('start stores the token under the versioned key and loads profile and config', async () => {
    const { session, storage } = setup();
    const seen: boolean[] = [];
    session.subscribe((state) => seen.push(state.isLoading));

    await session.start('tok-1');
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(session.getAccessToken()).toBe('tok-1');
    expect(session.getState()).toMatchObject({ isAuthenticated: true, userInfo: customer, commissionRate: 6 });
    expect(seen).toEqual([true, false]);
  });

  test.each([
    ['derived from having a Business', null, tradesperson, true],
    ['derived from having no Business', null, customer, false],
    ['read from storage before the profile', 'false', tradesperson, false],
    ['read from storage for a customer who switched', 'true', customer, true],
  ])('the business flag is %s', async (_, stored, profile, expected) => {
    const storage = createMemoryStorage();
    if (stored !== null) storage.setItem(BUSINESS_USER_STORAGE_KEY, stored);
    const { session } = setup(storage, profile);
    await session.start('tok-1');
    expect(session.getState().isBusinessUser).toBe(expected);
  });

  test('a session with no stored mode learns it from the profile, and the next visit draws it at once', async () => {
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-1');
    const first = setup(storage, tradesperson).session;
    const seen: [boolean, boolean][] = [];
    first.subscribe((state) => seen.push([state.isBusinessUser, state.businessModeKnown]));
    expect(first.getState()).toMatchObject({ isBusinessUser: false, businessModeKnown: false });
    await first.restore();
    expect(seen).toEqual([
      [false, false],
      [true, true],
    ]);
    // Reloading a known user's profile keeps their mode meanwhile, remembered or not.
    storage.removeItem(LAST_BUSINESS_MODE_STORAGE_KEY);
    await first.start('tok-1');
    expect(seen.slice(2)).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(storage.getItem(BUSINESS_USER_STORAGE_KEY)).toBeNull();

    // The next visit draws business mode before its profile; a profile that says otherwise wins.
    const next = setup(storage, customer);
    expect(next.session.getState()).toMatchObject({ isBusinessUser: true, businessModeKnown: true });
    await next.session.restore();
    expect(next.session.getState().isBusinessUser).toBe(false);
    expect(setup(storage, customer).session.getState()).toMatchObject({ isBusinessUser: false, businessModeKnown: true });
  });

  test('a stored mode is known at once; signing out forgets the last mode too', async () => {
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-1');
    storage.setItem(BUSINESS_USER_STORAGE_KEY, 'true');
    const { session } = setup(storage, customer);
    expect(session.getState()).toMatchObject({ isBusinessUser: true, businessModeKnown: true });
    await session.restore();
    session.end('signed-out');
    expect(session.getState()).toMatchObject({ isBusinessUser: false, businessModeKnown: true });
    expect(storage.getItem(BUSINESS_USER_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(LAST_BUSINESS_MODE_STORAGE_KEY)).toBeNull();

    // Someone else signing in on this browser waits for their own profile's mode.
    const seen: [boolean, boolean][] = [];
    session.subscribe((state) => seen.push([state.isBusinessUser, state.businessModeKnown]));
    await session.start('tok-2');
    expect(seen).toEqual([
      [false, false],
      [false, true],
    ]);
  });

  test('a mode remembered by another tab while signed out is the one drawn at the next sign-in', async () => {
    const storage = createMemoryStorage();
    const { session } = setup(storage, tradesperson);
    storage.setItem(LAST_BUSINESS_MODE_STORAGE_KEY, 'true');
    const seen: [boolean, boolean][] = [];
    session.subscribe((state) => seen.push([state.isBusinessUser, state.businessModeKnown]));
    await session.start('tok-1');
    // isBusinessUser and businessModeKnown come from the same place: never 'known' with the wrong mode.
    expect(seen).toEqual([
      [true, true],
      [true, true],
    ]);
  });

  test('restore picks up a stored token; the flag survives a reload', async () => {
    const storage = createMemoryStorage();
    const first = setup(storage).session;
    await first.start('tok-1');
    first.setBusinessUser(true);

    const { session, loadProfile } = setup(storage);
    expect(session.getState()).toMatchObject({ isAuthenticated: true, isBusinessUser: true });
    await session.restore();
    expect(loadProfile).toHaveBeenCalledOnce();
    expect(session.getState().userInfo).toEqual(customer);
  });

  test('signing out clears token, flag and user and tells sign-out listeners', async () => {
    const { session, storage } = setup(createMemoryStorage(), tradesperson);
    await session.start('tok-1');
    session.setBusinessUser(true);
    const onSignOut = vi.fn();
    session.onSignOut(onSignOut);

    session.end('signed-out');
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(BUSINESS_USER_STORAGE_KEY)).toBeNull();
    expect(session.getAccessToken()).toBeNull();
    expect(session.getState()).toMatchObject({ isAuthenticated: false, userInfo: null, isBusinessUser: false });
    expect(onSignOut).toHaveBeenCalledWith('signed-out');
  });

  test('the state says why the session ended until the next one starts', async () => {
    const { session } = setup();
    await session.start('tok-1');
    expect(session.getState().endedBecause).toBeUndefined();
    session.end('expired');
    expect(session.getState()).toMatchObject({ isAuthenticated: false, endedBecause: 'expired' });
    await session.start('tok-2');
    expect(session.getState().endedBecause).toBeUndefined();
  });

  test('a profile that arrives after sign-out does not revive the session', async () => {
    let resolveProfile: (p: Profile) => void = () => undefined;
    const { session, loadProfile } = setup();
    loadProfile.mockImplementationOnce(() => new Promise<Profile>((resolve) => (resolveProfile = resolve)));

    const starting = session.start('tok-1');
    session.end('signed-out');
    resolveProfile(customer);
    await starting;
    expect(session.getState()).toMatchObject({ isAuthenticated: false, userInfo: null, isLoading: false });
  });

  test('a failed sign-in load ends the session; a failed restore keeps the token', async () => {
    const failing = setup();
    failing.loadProfile.mockRejectedValueOnce(new Error('offline'));
    await expect(failing.session.start('tok-1')).rejects.toThrow('offline');
    expect(failing.session.getAccessToken()).toBeNull();

    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-2');
    const restoring = setup(storage);
    restoring.loadProfile.mockRejectedValueOnce(new Error('offline'));
    await expect(restoring.session.restore()).rejects.toThrow('offline');
    expect(restoring.session.getAccessToken()).toBe('tok-2');
    expect(restoring.session.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
  });

  test('unsubscribe stops updates', async () => {
    const { session } = setup();
    const listener = vi.fn<(s: SessionState<Profile>) => void>();
    const unsubscribe = session.subscribe(listener);
    unsubscribe();
    await session.start('tok-1');
    expect(listener).not.toHaveBeenCalled();
  });
});
