import { isPublicRoute } from './public-routes.js';
import { SIGN_OUT_REASONS, type SessionStore } from './session-store.js';

export interface SessionExpiryOptions {
  readonly session: Pick<SessionStore<unknown>, 'getAccessToken' | 'end'>;
  /** The hub path the user is on, with its query; the return path after signing in again. */
  readonly getCurrentPath?: () => string;
  /** Send the user to sign-in ('Session expired') and back to `returnPath` afterwards. */
  readonly onSessionExpired?: (returnPath: string) => void;
}

/** The current path in a browser (pathname + search), '' elsewhere. */
export function browserPath(): string {
  const location = (globalThis as { location?: { pathname: string; search: string } }).location;
  return location ? `${location.pathname}${location.search}` : '';
}

/**
 * What a 401 on a call that needed a session does (spec section 4). The token it carried is
 * dead wherever the user is, so the session ends; only outside the public routes is the user
 * sent to sign in. A 401 for a token already replaced or ended is ignored, so parallel calls
 * failing together end the session once and a late 401 cannot end a newer session.
 */
export function createUnauthorizedHandler(options: SessionExpiryOptions): (sentToken: string | null) => void {
  const getCurrentPath = options.getCurrentPath ?? browserPath;
  return (sentToken) => {
    const current = options.session.getAccessToken();
    if (sentToken !== current) return;
    if (current !== null) options.session.end(SIGN_OUT_REASONS.EXPIRED);
    const path = getCurrentPath();
    if (!isPublicRoute(path)) options.onSessionExpired?.(path);
  };
}
