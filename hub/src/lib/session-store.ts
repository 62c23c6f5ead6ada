import { createClientSession } from '@tradeshub/sdk';
import { earlyFetch } from './early-reads';

// The session lives apart from the client: the shell shows who is signed in (from the stored
// token) without the client, whose contracts bring zod (about 45 KB gz). It reads the profile
// and config itself with plain GETs carrying the token, so a signed-in page's first render
// waits on the API only, not on the client's chunk (docs/decisions/0060-session-restore-without-the-client.md).

/** The hub path the user is on, with its query: where a 401 sends them back to after signing in. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The hub's one session; `client.session` is this same store. */
export const session = createClientSession({
  baseUrl: window.location.origin,
  // The profile and config reads the page's HTML started, when it did (early-reads.ts).
  fetch: earlyFetch,
  getCurrentPath: currentPath,
  onSessionExpired: (returnPath) => onSessionExpired(returnPath),
});

type SessionExpiredHandler = (returnPath: string) => void;
let handleSessionExpired: SessionExpiredHandler = (returnPath) => {
  window.location.assign(`/auth/signin?reason=expired&returnTo=${encodeURIComponent(returnPath)}`);
};

/** The app decides where an expired session goes (the router's navigate, once it exists). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  handleSessionExpired = handler;
}

/** Where the client and the session send someone whose session a 401 ended. */
export const onSessionExpired = (returnPath: string) => handleSessionExpired(returnPath);
