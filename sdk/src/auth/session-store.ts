import { DEFAULT_COMMISSION_RATE } from '../domain/money.js';
import type { TokenStorage } from './token-storage.js';

/** What the apps read about the signed-in user (spec section 3, Session). */
export interface SessionState<Profile> {
  readonly isAuthenticated: boolean;
  readonly userInfo: Profile | null;
  /** True while the profile and config are loading after sign-in or restore. */
  readonly isLoading: boolean;
  /** Percent; DEFAULT_COMMISSION_RATE (4) until config says otherwise. */
  readonly commissionRate: number;
  /**
   * Business mode: the stored flag, else whether the user has a Business; until a profile
   * loads, the stored flag, else the mode the last profile gave.
   */
  readonly isBusinessUser: boolean;
  /**
   * Whether isBusinessUser can be drawn before the profile: from the stored flag, or the mode
   * the last profile in this storage gave (the profile corrects it if that changed). False only
   * while a session with neither waits for its profile, so a page can wait instead of guessing.
   */
  readonly businessModeKnown: boolean;
  /**
   * Why the last session ended, until the next one starts. A guard that sends a signed-out
   * visitor to sign in reads it, so it says 'Session expired' exactly as the 401 handler does.
   */
  readonly endedBecause?: SignOutReason | undefined;
}

/** Why a session ended. */
export const SIGN_OUT_REASONS = { SIGNED_OUT: 'signed-out', EXPIRED: 'expired' } as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[keyof typeof SIGN_OUT_REASONS];

export interface SessionStoreOptions<Profile> {
  readonly tokens: TokenStorage;
  readonly loadProfile: () => Promise<Profile>;
  readonly loadCommissionRate: () => Promise<number>;
  /** Whether this user has registered a Business (the fallback for the business flag). */
  readonly hasBusiness: (profile: Profile) => boolean;
}

export type SessionListener<Profile> = (state: SessionState<Profile>, previous: SessionState<Profile>) => void;

/** A tiny subscribable session store; no framework, so React, Preact and Node can all use it. */
export interface SessionStore<Profile> {
  getState(): SessionState<Profile>;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener<Profile>): () => void;
  /** Calls the listener when a session ends, so apps can drop per-user caches. */
  onSignOut(listener: (reason: SignOutReason) => void): () => void;
  /** The bearer token calls carry, or null. */
  getAccessToken(): string | null;
  /** Stores a fresh token and loads profile and config; on failure the session is ended and the error rethrown. */
  start(token: string): Promise<SessionState<Profile>>;
  /** Loads profile and config for a stored token; on failure the token is kept and the error rethrown. */
  restore(): Promise<SessionState<Profile>>;
  /** Stores the business-mode flag (the user switched mode). */
  setBusinessUser(isBusinessUser: boolean): void;
  /** Forgets the token, the business flag, the last mode and the user, then tells onSignOut listeners. */
  end(reason: SignOutReason): void;
}

/** Creates the session store, starting from whatever token storage already holds. */
export function createSessionStore<Profile>(options: SessionStoreOptions<Profile>): SessionStore<Profile> {
  const { tokens } = options;
  const listeners = new Set<SessionListener<Profile>>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();
  let accessToken = tokens.getAccessToken();
  // Bumped when a session starts or ends, so a load that finishes late cannot revive it.
  let generation = 0;
  let state: SessionState<Profile> = {
    isAuthenticated: accessToken !== null,
    userInfo: null,
    isLoading: false,
    commissionRate: DEFAULT_COMMISSION_RATE,
    isBusinessUser: (accessToken === null ? tokens.getBusinessUserFlag() : modeBeforeProfile()) ?? false,
    businessModeKnown: accessToken === null || modeBeforeProfile() !== null,
  };

  function set(patch: Partial<SessionState<Profile>>): void {
    const previous = state;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state, previous);
  }

  /** The mode to draw until a profile loads: the stored flag, else the last profile's mode. */
  function modeBeforeProfile(): boolean | null {
    return tokens.getBusinessUserFlag() ?? tokens.getLastBusinessMode();
  }

  function businessFlag(profile: Profile | null): boolean {
    return tokens.getBusinessUserFlag() ?? (profile !== null && options.hasBusiness(profile));
  }

  async function load(endOnFailure: boolean): Promise<SessionState<Profile>> {
    const current = ++generation;
    // A known user keeps their mode while the profile reloads; anyone else is drawn in the mode
    // stored before the profile, or waits for the profile when there is none.
    const before = state.userInfo === null ? modeBeforeProfile() : state.isBusinessUser;
    set({ isAuthenticated: true, isLoading: true, endedBecause: undefined, isBusinessUser: before ?? state.isBusinessUser, businessModeKnown: before !== null });
    try {
      const [profile, commissionRate] = await Promise.all([options.loadProfile(), options.loadCommissionRate()]);
      if (current === generation) {
        const isBusinessUser = businessFlag(profile);
        tokens.setLastBusinessMode(isBusinessUser);
        set({ userInfo: profile, commissionRate, isLoading: false, isBusinessUser, businessModeKnown: true });
      }
      return state;
    } catch (error) {
      if (current === generation) {
        if (endOnFailure) store.end(SIGN_OUT_REASONS.SIGNED_OUT);
        else set({ isLoading: false });
      }
      throw error;
    }
  }

  const store: SessionStore<Profile> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => void signOutListeners.delete(listener);
    },
    getAccessToken: () => accessToken,
    start(token) {
      tokens.setAccessToken(token);
      accessToken = token;
      return load(true);
    },
    async restore() {
      if (accessToken === null) return state;
      return load(false);
    },
    setBusinessUser(isBusinessUser) {
      tokens.setBusinessUserFlag(isBusinessUser);
      set({ isBusinessUser, businessModeKnown: true });
    },
    end(reason) {
      generation++;
      tokens.clear();
      accessToken = null;
      set({
        isAuthenticated: false,
        userInfo: null,
        isLoading: false,
        commissionRate: DEFAULT_COMMISSION_RATE,
        isBusinessUser: false,
        businessModeKnown: true,
        endedBecause: reason,
      });
      for (const listener of [...signOutListeners]) listener(reason);
    },
  };
  return store;
}
