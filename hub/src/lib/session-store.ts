import { createClientSession } from '@tradeshub/sdk';
import { loadClient } from './load-client';

// The session lives apart from the client: the shell shows who is signed in (from the stored
// token) without the client, whose contracts bring zod (about 45 KB gz); the client module is
// loaded when the session first needs the API, or when a page that calls it is.

/** The hub's one session; `client.session` is this same store. */
export const session = createClientSession({ loadClient });

type SessionExpiredHandler = (returnPath: string) => void;
let handleSessionExpired: SessionExpiredHandler = (returnPath) => {
  window.location.assign(`/auth/signin?reason=expired&returnTo=${encodeURIComponent(returnPath)}`);
};

/** The app decides where an expired session goes (the router's navigate, once it exists). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  handleSessionExpired = handler;
}

/** Where the client sends a session a 401 ended. */
export const onSessionExpired = (returnPath: string) => handleSessionExpired(returnPath);
