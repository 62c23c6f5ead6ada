// Its own module: an app shows the socket's state before it loads the socket, whose frames
// are checked with zod (docs/decisions/0063-signed-in-first-render-without-the-client.md).

/**
 * Connection states, for a "reconnecting..." banner. UNAUTHORISED: the gateway refused the
 * session (4401) or the user (4403); the client has stopped reconnecting, since the same
 * token would be refused again, until connect() is called (after signing in again).
 */
export const SOCKET_STATUS = { CONNECTING: 'connecting', OPEN: 'open', CLOSED: 'closed', UNAUTHORISED: 'unauthorised' } as const;
export type SocketStatus = (typeof SOCKET_STATUS)[keyof typeof SOCKET_STATUS];
