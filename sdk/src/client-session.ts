import { createSessionReads } from './auth/session-reads.js';
import { createSessionStore, type SessionStore } from './auth/session-store.js';
import { createTokenStorage, resolveStorage, type StorageLike } from './auth/token-storage.js';
import type { SessionUser } from './contracts/entities/user.js';
import type { ApiContracts } from './contracts/index.js';
import type { ApiNamespaces } from './http/bind-contracts.js';
import type { TradeshubQuietDefaults } from './http/operation-policies.js';
import type { FetchLike } from './http/transport.js';
import { createSessionTransport } from './auth/session-transport.js';

/** What a session needs of the client: the two calls that load a signed-in user. */
// Named from the contracts, not from client.ts, which imports this file.
export type SessionCalls = Pick<ApiNamespaces<ApiContracts, TradeshubQuietDefaults>, 'auth' | 'config'>;

/** A session that loads the profile and config through a client (which may load on first use). */
export interface ClientSessionThroughClient {
  /** Where the token and business flag live; localStorage when it works, else memory. */
  readonly storage?: StorageLike;
  /** The client the session loads the profile and config with; may load it on first use. */
  readonly loadClient: () => Promise<SessionCalls>;
}

/**
 * A session that reads the profile and config itself, with plain GETs carrying its token:
 * a signed-in page's first render then waits on the API only, not on the contracts too.
 * Give it what createClient is given, so a 401 ends the session the same way.
 */
export interface ClientSessionOfItsOwn {
  readonly storage?: StorageLike;
  /** The API origin, as createClient's `baseUrl`. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** As createClient's: the hub path the user is on (pathname + search); location's in a browser. */
  readonly getCurrentPath?: () => string;
  /** As createClient's: a 401 outside the public routes ended the session. */
  readonly onSessionExpired?: (returnPath: string) => void;
  /** Where a config failure hidden behind its default is reported (console by default). */
  readonly logger?: { warn(message: string, ...detail: unknown[]): void };
}

export type ClientSessionOptions = ClientSessionThroughClient | ClientSessionOfItsOwn;

/**
 * The session store a client uses, made on its own: an app can show who is signed in (from
 * the stored token) before it loads the client, whose contracts bring zod. Pass it to
 * createClient as `session`. Given `baseUrl`, it also restores a stored session (GET auth/me
 * and the config) without the client; given `loadClient`, through that client.
 * @example const session = createClientSession({ baseUrl: location.origin, onSessionExpired });
 */
export function createClientSession(options: ClientSessionOptions): SessionStore<SessionUser> {
  const tokens = createTokenStorage(resolveStorage(options.storage));
  const hasBusiness = (user: SessionUser) => user.business !== null;
  if (!('baseUrl' in options)) {
    return createSessionStore<SessionUser>({
      tokens,
      loadProfile: async () => (await options.loadClient()).auth.me(),
      loadCommissionRate: async () => (await (await options.loadClient()).config.get()).commissionRate,
      hasBusiness,
    });
  }

  const logger = options.logger ?? console;
  // The transport reads the session's token at each call; the session exists by then.
  const sessionForTransport = {
    getAccessToken: () => session.getAccessToken(),
    end: (...args: Parameters<SessionStore<SessionUser>['end']>) => session.end(...args),
  };
  const transport = createSessionTransport({ ...options, session: sessionForTransport });
  const reads = createSessionReads(transport, (message, detail) => logger.warn(`[tradeshub] ${message}`, detail));
  const session = createSessionStore<SessionUser>({
    tokens,
    loadProfile: reads.loadProfile,
    loadCommissionRate: reads.loadCommissionRate,
    hasBusiness,
  });
  return session;
}
