import { ACCESS_TOKEN_STORAGE_KEY, BUSINESS_USER_STORAGE_KEY, LAST_BUSINESS_MODE_STORAGE_KEY } from '../domain/constants.js';

/** The part of `localStorage` the sdk uses; any key/value store with these three methods works. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the process: the default where there is no localStorage. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Picks the given storage, else a working localStorage, else memory (Node, private browsing). */
export function resolveStorage(custom?: StorageLike): StorageLike {
  if (custom) return custom;
  try {
    const local = globalThis.localStorage;
    if (local) {
      // Some browsers expose localStorage but throw on write (private mode, full quota).
      local.setItem('tradeshub.probe', '1');
      local.removeItem('tradeshub.probe');
      return local;
    }
  } catch {
    // Fall through to memory: the session then lasts as long as the page.
  }
  return createMemoryStorage();
}

/** The bearer token and business-mode flag, under versioned keys. */
export interface TokenStorage {
  getAccessToken(): string | null;
  setAccessToken(token: string): void;
  /** The stored business-mode flag, or null when none was stored. */
  getBusinessUserFlag(): boolean | null;
  setBusinessUserFlag(isBusinessUser: boolean): void;
  /** The mode the last loaded profile gave (flag or Business), or null: a hint until the next profile loads. */
  getLastBusinessMode(): boolean | null;
  setLastBusinessMode(isBusinessUser: boolean): void;
  /** Removes everything this sdk stored for the user, and nothing else of the host's. */
  clear(): void;
}

/** Wraps a storage with the sdk's versioned keys. */
export function createTokenStorage(storage: StorageLike): TokenStorage {
  const readBoolean = (key: string) => {
    const stored = storage.getItem(key);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  };
  return {
    getAccessToken: () => storage.getItem(ACCESS_TOKEN_STORAGE_KEY) || null,
    setAccessToken: (token) => storage.setItem(ACCESS_TOKEN_STORAGE_KEY, token),
    getBusinessUserFlag: () => readBoolean(BUSINESS_USER_STORAGE_KEY),
    setBusinessUserFlag: (isBusinessUser) => storage.setItem(BUSINESS_USER_STORAGE_KEY, String(isBusinessUser)),
    getLastBusinessMode: () => readBoolean(LAST_BUSINESS_MODE_STORAGE_KEY),
    setLastBusinessMode: (isBusinessUser) => storage.setItem(LAST_BUSINESS_MODE_STORAGE_KEY, String(isBusinessUser)),
    clear() {
      storage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      storage.removeItem(BUSINESS_USER_STORAGE_KEY);
      storage.removeItem(LAST_BUSINESS_MODE_STORAGE_KEY);
    },
  };
}
