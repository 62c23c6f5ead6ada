import { SOCKET_CLOSE_CODES as CODES } from '@tradeshub/sdk';

/** Why the gateway closed a socket: a code the client can branch on and a short reason (at most 123 bytes). */
export interface CloseReason {
  code: number;
  reason: string;
}

// 4xxx codes are the application's own (RFC 6455 section 7.4.2); they mirror HTTP statuses
// so they read at a glance: 4400 bad frame, 4401 session, 4403 someone else, 4408 too slow,
// 4429 too many sockets.
// The sdk holds the numbers: its client stops reconnecting after 4401 and 4403.
export const CLOSE = {
  NOT_ADD_USER: { code: CODES.BAD_FRAME, reason: 'The first frame must be ADD_USER as JSON with your userId and token' },
  BINARY: { code: CODES.BAD_FRAME, reason: 'Send text frames only' },
  SESSION_NOT_VALID: { code: CODES.SESSION_NOT_VALID, reason: 'Your session is not valid; sign in again' },
  SESSION_ENDED: { code: CODES.SESSION_NOT_VALID, reason: 'Your session has ended; sign in again' },
  OTHER_USER: { code: CODES.OTHER_USER, reason: 'The token belongs to another user' },
  NO_ADD_USER: { code: CODES.NO_ADD_USER, reason: 'No ADD_USER frame arrived in time' },
  TOO_MANY_FOR_USER: { code: CODES.TOO_MANY_SOCKETS, reason: 'You have too many open tabs or devices connected; close one and try again' },
  TOO_MANY_FROM_ADDRESS: { code: CODES.TOO_MANY_SOCKETS, reason: 'Too many sockets are open from your network address; close one and try again' },
  TRY_AGAIN: { code: 1011, reason: 'The server could not check your session; it will try again' },
  RESTARTING: { code: 1012, reason: 'The server is restarting' },
} as const satisfies Record<string, CloseReason>;
