import { createSessionStore, type SessionStore } from './auth/session-store.js';
import { createTokenStorage, resolveStorage, type StorageLike } from './auth/token-storage.js';
import type { SessionUser } from './contracts/entities/user.js';
import type { ApiContracts } from './contracts/index.js';
import type { ApiNamespaces } from './http/bind-contracts.js';
import type { TradeshubQuietDefaults } from './http/operation-policies.js';

/** What a session needs of the client: the two calls that load a signed-in user. */
// Named from the contracts, not from client.ts, which imports this file.
export type SessionCalls = Pick<ApiNamespaces<ApiContracts, TradeshubQuietDefaults>, 'auth' | 'config'>;

export interface ClientSessionOptions {
  /** Where the token and business flag live; localStorage when it works, else memory. */
  readonly storage?: StorageLike;
  /** The client the session loads the profile and config with; may load it on first use. */
  readonly loadClient: () => Promise<SessionCalls>;
}

/**
 * The session store a client uses, made on its own: an app can show who is signed in (from
 * the stored token) before it loads the client, whose contracts bring zod. Pass it to
 * createClient as `session`, with `loadClient` resolving to that client.
 * @example const session = createClientSession({ loadClient: () => import('./client').then((m) => m.client) });
 */
export function createClientSession(options: ClientSessionOptions): SessionStore<SessionUser> {
  return createSessionStore<SessionUser>({
    tokens: createTokenStorage(resolveStorage(options.storage)),
    loadProfile: async () => (await options.loadClient()).auth.me(),
    loadCommissionRate: async () => (await (await options.loadClient()).config.get()).commissionRate,
    hasBusiness: (user) => user.business !== null,
  });
}
