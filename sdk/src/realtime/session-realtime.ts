import type { SessionStore } from '../auth/session-store.js';
import type { SessionUser } from '../contracts/entities/user.js';
import { createRealtimeClient, type RealtimeClient, type WebSocketLike } from './socket-client.js';

export interface SessionRealtimeOptions {
  /** The gateway's URL (realtimeUrlFor gives it from the API's base URL). */
  readonly url: string;
  /** Needed in Node before v22 (pass `ws`); the platform's in browsers. */
  readonly WebSocket?: WebSocketLike;
  /** Where bad frames are reported (console by default). */
  readonly logger?: { warn(message: string, ...detail: unknown[]): void };
}

/** The gateway URL for an API base URL: same origin, ws(s): scheme, path /ws. */
export function realtimeUrlFor(baseUrl: string): string {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const url = new URL(baseUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/ws`;
  url.search = '';
  return url.toString();
}

/**
 * The realtime socket of a session: it announces the session's user with the session's token
 * (read on every open) and closes when the session ends. createClient makes one; an app that
 * wants the socket before the client (whose contracts are most of its weight) makes it here and
 * hands it to createClient as `realtime`.
 */
export function createSessionRealtime(session: SessionStore<SessionUser>, options: SessionRealtimeOptions): RealtimeClient {
  const logger = options.logger ?? console;
  const realtime = createRealtimeClient({
    url: options.url,
    WebSocket: options.WebSocket,
    getIdentity() {
      const token = session.getAccessToken();
      const user = session.getState().userInfo;
      return token && user ? { userId: user.id, token } : null;
    },
    log: (message, detail) => logger.warn(`[tradeshub] ${message}`, detail),
  });
  // A socket announced as the old user must not outlive the session.
  session.onSignOut(() => realtime.disconnect());
  return realtime;
}
