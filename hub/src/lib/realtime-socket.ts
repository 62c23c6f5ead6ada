import { createSessionRealtime, realtimeUrlFor } from '@tradeshub/sdk';
import { session } from './session-store';

/**
 * The hub's one realtime socket, made apart from the client: a signed-in page opens it with
 * the shell, while the client (every contract, and zod building each schema) waits until
 * something is written or asked on demand. The client is given this socket (lib/client.ts).
 */
export const realtime = createSessionRealtime(session, { url: realtimeUrlFor(window.location.origin) });
