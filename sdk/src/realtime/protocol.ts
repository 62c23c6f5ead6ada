// The socket's protocol without its schemas: the event names, the client's frames, the close
// codes, and the reading of a server frame's envelope. No zod here: a browser's socket loads
// this module, not the schemas (docs/decisions/0069-socket-trusts-checked-frames.md); the
// schemas and the checks made with them are in events.ts.

/**
 * Server-to-client event names (spec section 4), SCREAMING_SNAKE like the other wire
 * vocabularies. Each name is its own value so the table reads the same on both ends; the
 * server sends `{ event, data }` with `event` one of these and `data` matching its schema.
 */
export const REALTIME_EVENTS = {
  /**
   * The gateway accepted this socket's ADD_USER: from now on every event for the user reaches
   * it. Clients count the socket as open only then, and refetch what they show at that moment,
   * so nothing sent between the socket opening and the gateway taking it is missed.
   */
  READY: 'READY',
  /** A new notification for this user (data: the notification). */
  NOTIFICATION: 'NOTIFICATION',
  /** A message was sent or edited in one of this user's conversations (data: the message; upsert by id). */
  MESSAGE: 'MESSAGE',
  /** Someone reacted to a message. */
  MESSAGE_REACTION: 'MESSAGE_REACTION',
  /** A message reached the other side's device. */
  MESSAGE_DELIVERED: 'MESSAGE_DELIVERED',
  /** The other side saw one message. */
  MESSAGE_SEEN: 'MESSAGE_SEEN',
  /** The other side saw every message of a conversation (seen-all). */
  CONVERSATION_SEEN: 'CONVERSATION_SEEN',
  /** A user this user can see came online. */
  USER_ONLINE: 'USER_ONLINE',
  /** A user this user can see went offline. */
  USER_OFFLINE: 'USER_OFFLINE',
  /** A contract (work) this user takes part in changed; refetch it. */
  CONTRACT_UPDATED: 'CONTRACT_UPDATED',
  /** A review dispute was raised or decided. */
  DISPUTE_UPDATED: 'DISPUTE_UPDATED',
  /** A tradesperson requested a scheduled payment from this customer. */
  PAYMENT_REQUESTED: 'PAYMENT_REQUESTED',
  /** A scheduled payment was paid, or a card was declined on its checkout (both sides hear it). */
  PAYMENT_UPDATED: 'PAYMENT_UPDATED',
  /** A support proposal (independent assessment, legal advice) was made on a contract. */
  SUPPORT_PROPOSAL: 'SUPPORT_PROPOSAL',
  /** Someone asked to connect with this user (data: the pending connection). */
  CONNECTION_REQUEST: 'CONNECTION_REQUEST',
  /** A payment schedule change set was requested, approved, rejected, updated or deleted. */
  PAYMENT_SCHEDULE_CHANGE_SET: 'PAYMENT_SCHEDULE_CHANGE_SET',
  /**
   * Something changed in a community thread this user takes part in (wrote the post, commented,
   * replied or upvoted there): a comment or reply was added, edited or deleted, or an upvote
   * count moved. Open threads refetch the item, or set the count.
   */
  COMMUNITY_THREAD_UPDATED: 'COMMUNITY_THREAD_UPDATED',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** What happened to an item of a community thread. */
export const COMMUNITY_THREAD_CHANGES = ['CREATED', 'EDITED', 'DELETED', 'UPVOTED'] as const;
export type CommunityThreadChange = (typeof COMMUNITY_THREAD_CHANGES)[number];

/** The one action a client sends as JSON: who this socket belongs to (first frame after open). */
export const CLIENT_ACTIONS = { ADD_USER: 'ADD_USER' } as const;

/**
 * Close codes the gateway refuses a socket with; 4xxx mirror HTTP statuses. After
 * SESSION_NOT_VALID or OTHER_USER the same identity would be refused again, so the client
 * stops reconnecting until the app connects with a new one.
 */
export const SOCKET_CLOSE_CODES = {
  /** The first frame was not ADD_USER as JSON (or was binary). */
  BAD_FRAME: 4400,
  /** The token is not a live session (signed out, expired, revoked). */
  SESSION_NOT_VALID: 4401,
  /** The token is a live session of another user than the ADD_USER userId. */
  OTHER_USER: 4403,
  /** No ADD_USER frame arrived in time. */
  NO_ADD_USER: 4408,
  /**
   * The user, or the network address, already holds as many sockets as the gateway allows.
   * The client keeps trying on its usual schedule: a tab closing elsewhere frees a place.
   */
  TOO_MANY_SOCKETS: 4429,
} as const;

/** The keep-alive the client sends every 60 s, as plain text (spec section 4). */
export const HEALTHCHECK_FRAME = 'healthcheck';

/** The ADD_USER frame for this identity. */
export function addUserFrame(identity: { userId: string; token: string }): string {
  return JSON.stringify({ action: CLIENT_ACTIONS.ADD_USER, userId: identity.userId, token: identity.token });
}

/** A frame whose envelope passed readServerFrame: a known event, and its data as the server sent it. */
export type ServerFrame = { ok: true; event: RealtimeEventName; data: object };


/** Why a frame was dropped, in a sentence for the log. */
export type FrameProblem = { ok: false; problem: string };

/** Whether a name is one of the events this sdk knows (each name is its own value). */
export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(REALTIME_EVENTS, name);
}

/**
 * Reads one incoming frame's envelope: text, JSON, `{ event, data }` with an event this sdk
 * knows and data that is an object. The data is taken as the server sent it: the server
 * checks each event's data against its schema before sending it (encodeServerFrame), so a
 * browser's socket need not load zod and every schema to check it again. parseServerFrame
 * (events.ts) reads the envelope the same way and checks the data too.
 * A problem is described rather than thrown.
 */
export function readServerFrame(raw: unknown): ServerFrame | FrameProblem {
  if (typeof raw !== 'string') return { ok: false, problem: 'Ignored a realtime frame that is not text' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'Ignored a realtime frame that is not JSON' };
  }
  if (typeof json !== 'object' || json === null || !('event' in json) || typeof json.event !== 'string') {
    return { ok: false, problem: 'Ignored a realtime frame without an event name' };
  }
  const { event } = json;
  if (!isRealtimeEventName(event)) return { ok: false, problem: `Ignored an unknown realtime event "${event}"` };
  const data = 'data' in json ? json.data : undefined;
  if (typeof data !== 'object' || data === null) return { ok: false, problem: `Ignored a ${event} event without its data` };
  return { ok: true, event, data };
}
