import { createClient, type SessionUser } from '@tradeshub/sdk';

type SessionExpiredHandler = (returnPath: string) => void;
let handleSessionExpired: SessionExpiredHandler = (returnPath) => {
  window.location.assign(`/auth/signin?reason=expired&returnTo=${encodeURIComponent(returnPath)}`);
};

/** The app decides where an expired session goes (the router's navigate, once it exists). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  handleSessionExpired = handler;
}

/** The one sdk client of the hub: same origin, token in localStorage under a versioned key. */
export const client = createClient({
  baseUrl: window.location.origin,
  getCurrentPath: () => `${window.location.pathname}${window.location.search}`,
  onSessionExpired: (returnPath) => handleSessionExpired(returnPath),
});

export type { SessionUser };
