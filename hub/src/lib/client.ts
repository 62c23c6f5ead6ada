import { createClient, type SessionUser } from '@tradeshub/sdk';
import { realtime } from './realtime-socket';
import { currentPath, onSessionExpired, session } from './session-store';

/** The one sdk client of the hub: same origin, the hub's session (token in localStorage under a versioned key) and socket. */
export const client = createClient({
  baseUrl: window.location.origin,
  session,
  getCurrentPath: currentPath,
  onSessionExpired,
  realtime,
});

export type { SessionUser };
