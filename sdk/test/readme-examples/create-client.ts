import { createClient, createMemoryStorage } from '@tradeshub/sdk';
import WebSocket from 'ws';

// In a browser only baseUrl is needed: fetch, localStorage, WebSocket and location are the
// platform's. In Node 20 pass `ws` as the WebSocket (Node 22 has one built in). Node has no
// localStorage, so the token lives in memory; any getItem/setItem/removeItem store will do.
export const client = createClient({
  baseUrl: 'http://localhost:3000',
  WebSocket,
  storage: createMemoryStorage(),
  logger: { warn: (message, ...detail) => console.warn(message, ...detail) },
  onSessionExpired: () => console.log('The session ended: sign in again'),
});
