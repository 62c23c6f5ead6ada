import { z } from 'zod';
import { id, isoDate, pence } from '../contracts/common.js';
import { userConnectionSchema } from '../contracts/entities/connection.js';
import { messageSchema } from '../contracts/entities/message.js';
import { notificationSchema } from '../contracts/entities/notification.js';
import { reviewDisputeSchema } from '../contracts/entities/review.js';
import { PAYMENT_SCHEDULE_CHANGE_SET_ACTIONS, PAYMENT_SCHEDULE_STATUSES, SUPPORT_TYPES, WORK_STATUSES } from '../domain/statuses.js';

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
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

const messageRef = z.object({ messageId: id, conversationId: id });
const presence = z.object({ userId: id });

/** The `data` schema of each event; the server builds frames with encodeServerFrame. */
export const realtimeEventSchemas = {
  READY: presence,
  NOTIFICATION: notificationSchema,
  MESSAGE: messageSchema,
  MESSAGE_REACTION: messageRef.extend({
    senderReaction: messageSchema.shape.senderReaction,
    receiverReaction: messageSchema.shape.receiverReaction,
  }),
  MESSAGE_DELIVERED: messageRef,
  MESSAGE_SEEN: messageRef,
  CONVERSATION_SEEN: z.object({ conversationId: id, seenBy: id }),
  USER_ONLINE: presence,
  USER_OFFLINE: presence,
  CONTRACT_UPDATED: z.object({ workId: id, status: z.enum(WORK_STATUSES) }),
  DISPUTE_UPDATED: reviewDisputeSchema,
  PAYMENT_REQUESTED: z.object({ workId: id, scheduleItemId: id, amountPence: pence, dueDate: isoDate }),
  PAYMENT_UPDATED: z.object({
    workId: id,
    scheduleItemId: id,
    status: z.enum(PAYMENT_SCHEDULE_STATUSES),
    checkoutSessionId: z.string().max(255),
    /** The receipt issued once paid (the customer opens it); null otherwise. */
    receiptId: id.nullable(),
    /** Why the card was refused, when it was. */
    declineMessage: z.string().max(300).nullable(),
  }),
  SUPPORT_PROPOSAL: z.object({ supportProposalId: id, workId: id, type: z.enum(SUPPORT_TYPES) }),
  CONNECTION_REQUEST: userConnectionSchema,
  PAYMENT_SCHEDULE_CHANGE_SET: z.object({
    changeSetId: id,
    workId: id,
    action: z.enum(PAYMENT_SCHEDULE_CHANGE_SET_ACTIONS),
  }),
} as const satisfies Record<RealtimeEventName, z.ZodType>;

/** Each event's payload, for typed listeners. */
export type RealtimeEvents = { [K in RealtimeEventName]: z.output<(typeof realtimeEventSchemas)[K]> };

/** The one action a client sends as JSON: who this socket belongs to (first frame after open). */
export const CLIENT_ACTIONS = { ADD_USER: 'ADD_USER' } as const;
export const addUserFrameSchema = z.object({
  action: z.literal(CLIENT_ACTIONS.ADD_USER),
  userId: id,
  token: z.string().min(1).max(2048),
});
export type AddUserFrame = z.infer<typeof addUserFrameSchema>;

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
  const frame: AddUserFrame = { action: CLIENT_ACTIONS.ADD_USER, userId: identity.userId, token: identity.token };
  return JSON.stringify(frame);
}

/**
 * A server frame, typed by event (for the gateway).
 * @example socket.send(encodeServerFrame('USER_ONLINE', { userId }))
 */
export function encodeServerFrame<K extends RealtimeEventName>(
  event: K,
  data: z.input<(typeof realtimeEventSchemas)[K]>,
): string {
  return JSON.stringify({ event, data });
}

/** A frame that passed its checks, typed by event. */
export type RealtimeFrame = { [K in RealtimeEventName]: { ok: true; event: K; data: RealtimeEvents[K] } }[RealtimeEventName];

const frameSchema = z.object({ event: z.string(), data: z.unknown() });

function isEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(realtimeEventSchemas, name);
}

/** Reads one incoming frame; a problem is described rather than thrown. */
export function parseServerFrame(raw: unknown): RealtimeFrame | { ok: false; problem: string } {
  if (typeof raw !== 'string') return { ok: false, problem: 'Ignored a realtime frame that is not text' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'Ignored a realtime frame that is not JSON' };
  }
  const frame = frameSchema.safeParse(json);
  if (!frame.success) return { ok: false, problem: 'Ignored a realtime frame without an event name' };
  const { event } = frame.data;
  if (!isEventName(event)) return { ok: false, problem: `Ignored an unknown realtime event "${event}"` };
  const data = realtimeEventSchemas[event].safeParse(frame.data.data);
  if (!data.success) return { ok: false, problem: `Ignored a ${event} event whose data does not match its schema` };
  return { ok: true, event, data: data.data } as RealtimeFrame;
}
