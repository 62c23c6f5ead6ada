import { createSessionTransport } from './auth/session-transport.js';
import { SIGN_OUT_REASONS, type SessionState, type SessionStore } from './auth/session-store.js';
import type { StorageLike } from './auth/token-storage.js';
import { createClientSession } from './client-session.js';
import type { SignInBody } from './contracts/auth.js';
import type { SessionUser } from './contracts/entities/user.js';
import { apiContracts, type ApiContracts } from './contracts/index.js';
import { bindContracts, type ApiNamespaces } from './http/bind-contracts.js';
import { PREFLIGHTS, QUIET_DEFAULTS, type TradeshubQuietDefaults } from './http/operation-policies.js';
import { prepareCall } from './http/prepare-call.js';
import type { FetchLike } from './http/transport.js';
import { createSessionRealtime, realtimeUrlFor } from './realtime/session-realtime.js';
import type { RealtimeClient, WebSocketLike } from './realtime/socket-client.js';

export interface ClientOptions {
  /** The API origin, e.g. https://api.tradeshub.co.uk (paths start with /backend-service, ...). */
  readonly baseUrl: string;
  /** Where the token and business flag live; localStorage when it works, else memory. */
  readonly storage?: StorageLike;
  readonly fetch?: FetchLike;
  /** Needed in Node before v22 (pass `ws`); the platform's in browsers. */
  readonly WebSocket?: WebSocketLike;
  /** The realtime gateway; defaults to the base URL's origin with ws(s): and path /ws. */
  readonly realtimeUrl?: string;
  /** The hub path the user is on (pathname + search); location's in a browser, '' elsewhere. */
  readonly getCurrentPath?: () => string;
  /** A 401 outside the public routes ended the session: send the user to sign in, then back to returnPath. */
  readonly onSessionExpired?: (returnPath: string) => void;
  /** Where quietly hidden failures and bad realtime frames are reported (console by default). */
  readonly logger?: { warn(message: string, ...detail: unknown[]): void };
  /** A session made beforehand with createClientSession (whose loadClient gives this client); `storage` is then unused. */
  readonly session?: SessionStore<SessionUser>;
  /** A socket made beforehand with createSessionRealtime for the same session; `WebSocket` and `realtimeUrl` are then unused. */
  readonly realtime?: RealtimeClient;
}

/** Every Tradeshub endpoint as `client.<service>.<operation>(input)`. */
export type TradeshubApi = ApiNamespaces<ApiContracts, TradeshubQuietDefaults>;

export interface TradeshubClient extends TradeshubApi {
  /** isAuthenticated, userInfo, isLoading, commissionRate, isBusinessUser; call restore() at start-up. */
  readonly session: SessionStore<SessionUser>;
  /** The realtime socket; call connect() once the session has its user. */
  readonly realtime: RealtimeClient;
  /** Signs in with email and password, stores the token and loads profile and config. */
  signIn(body: SignInBody): Promise<SessionState<SessionUser>>;
  /** Forgets the session at once (listeners drop per-user caches), then revokes the token on the server. */
  signOut(): Promise<void>;
}

/**
 * Creates the Tradeshub client: typed calls, session and realtime over one token.
 * @example const client = createClient({ baseUrl: 'https://api.tradeshub.co.uk' });
 *          await client.session.restore();
 *          const business = await client.business.getById({ params: { id } });
 */
export function createClient(options: ClientOptions): TradeshubClient {
  const logger = options.logger ?? console;
  const log = (message: string, detail?: unknown) => logger.warn(`[tradeshub] ${message}`, detail);
  const session = options.session ?? createClientSession({ storage: options.storage, loadClient: async () => api });
  const transport = createSessionTransport({
    session,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    getCurrentPath: options.getCurrentPath,
    onSessionExpired: options.onSessionExpired,
  });
  const api: TradeshubApi = bindContracts(apiContracts, {
    transport,
    isAuthenticated: () => session.getAccessToken() !== null,
    quietDefaults: QUIET_DEFAULTS,
    preflights: PREFLIGHTS,
    onQuietFailure: (operation, error) => log(`${operation} failed; using its quiet default`, error),
  });

  const realtime =
    options.realtime ?? createSessionRealtime(session, { url: options.realtimeUrl ?? realtimeUrlFor(options.baseUrl), WebSocket: options.WebSocket, logger });

  return {
    ...api,
    session,
    realtime,
    async signIn(body) {
      const { token } = await api.auth.signIn({ body });
      return session.start(token);
    },
    async signOut() {
      const token = session.getAccessToken();
      session.end(SIGN_OUT_REASONS.SIGNED_OUT);
      if (!token) return;
      // Sent with the token the session just forgot; a failure only means it lapses on its own.
      const { request } = prepareCall(apiContracts.auth.signOut, undefined, true);
      await transport.send({ ...request, requiresAuth: false, accessToken: token }).catch((error: unknown) => {
        log('Could not revoke the token on the server', error);
      });
    },
  };
}
