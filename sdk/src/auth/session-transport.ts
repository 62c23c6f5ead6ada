import { createTransport, type FetchLike, type Transport } from '../http/transport.js';
import { createUnauthorizedHandler } from './session-expiry.js';
import type { SessionStore } from './session-store.js';

export interface SessionTransportOptions {
  /** The session whose token every call carries and whose end a 401 brings. */
  readonly session: Pick<SessionStore<unknown>, 'getAccessToken' | 'end'>;
  /** The API origin, as createClient's `baseUrl`. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** The hub path the user is on (pathname + search); location's in a browser. */
  readonly getCurrentPath?: () => string;
  /** A 401 outside the public routes ended the session. */
  readonly onSessionExpired?: (returnPath: string) => void;
}

/**
 * A transport carrying the session's token, on which a 401 ends the session as the client's
 * calls do (spec section 4). The client sends through one; a page's plain reads can too.
 * @example const transport = createSessionTransport({ session, baseUrl: location.origin, onSessionExpired });
 */
export function createSessionTransport(options: SessionTransportOptions): Transport {
  return createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    getAccessToken: () => options.session.getAccessToken(),
    onUnauthorized: createUnauthorizedHandler({
      session: options.session,
      getCurrentPath: options.getCurrentPath,
      onSessionExpired: options.onSessionExpired,
    }),
  });
}
