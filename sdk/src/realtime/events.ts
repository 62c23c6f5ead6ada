import { z } from 'zod';
import { id, isoDate, pence } from '../contracts/common.js';
import { userConnectionSchema } from '../contracts/entities/connection.js';
import { messageSchema } from '../contracts/entities/message.js';
import { notificationSchema } from '../contracts/entities/notification.js';
import { reviewDisputeSchema } from '../contracts/entities/review.js';
import { COMMUNITY_ITEM_KINDS, PAYMENT_SCHEDULE_CHANGE_SET_ACTIONS, PAYMENT_SCHEDULE_STATUSES, SUPPORT_TYPES, WORK_STATUSES } from '../domain/statuses.js';
import { CLIENT_ACTIONS, COMMUNITY_THREAD_CHANGES, readServerFrame, type FrameProblem, type RealtimeEventName } from './protocol.js';

// Each realtime event's data schema, and the checks made with them: the server's before it
// sends (encodeServerFrame), and parseServerFrame's for a reader that wants every frame checked.
// The names, the client's frames and the envelope are in protocol.ts, which needs no zod.

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
  COMMUNITY_THREAD_UPDATED: z.object({
    postId: id,
    itemKind: z.enum(COMMUNITY_ITEM_KINDS),
    itemId: id,
    /** The comment a reply belongs to (null otherwise). */
    commentId: id.nullable(),
    change: z.enum(COMMUNITY_THREAD_CHANGES),
    upvoteCount: z.number().int().min(0),
  }),
} as const satisfies Record<RealtimeEventName, z.ZodType>;

/** Each event's payload, for typed listeners. */
export type RealtimeEvents = { [K in RealtimeEventName]: z.output<(typeof realtimeEventSchemas)[K]> };

/** A frame that passed its checks, typed by event. */
export type RealtimeFrame = { [K in RealtimeEventName]: { ok: true; event: K; data: RealtimeEvents[K] } }[RealtimeEventName];

export const addUserFrameSchema = z.object({
  action: z.literal(CLIENT_ACTIONS.ADD_USER),
  userId: id,
  token: z.string().min(1).max(2048),
});
export type AddUserFrame = z.infer<typeof addUserFrameSchema>;

/** An event's data that does not match its schema: a bug of the server that built it, never sent. */
export class RealtimeEventDataError extends Error {
  constructor(
    readonly event: RealtimeEventName,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The ${event} event's data does not match its schema: ${z.prettifyError(new z.ZodError(issues)).replaceAll('\n', ' ')}`);
    this.name = 'RealtimeEventDataError';
  }
}

/**
 * A server frame, typed by event (for the gateway). The data is checked against the event's
 * schema first and sent as the schema reads it (fields it does not name left out): browsers
 * take a frame's data as sent (readServerFrame), so this is where it is checked.
 * Throws RealtimeEventDataError when the data does not match.
 * @example socket.send(encodeServerFrame('USER_ONLINE', { userId }))
 */
export function encodeServerFrame<K extends RealtimeEventName>(event: K, data: z.input<(typeof realtimeEventSchemas)[K]>): string {
  const checked = realtimeEventSchemas[event].safeParse(data);
  if (!checked.success) throw new RealtimeEventDataError(event, checked.error.issues);
  return JSON.stringify({ event, data: checked.data });
}

/** Reads one incoming frame as readServerFrame does, and checks its data against the event's schema. */
export function parseServerFrame(raw: unknown): RealtimeFrame | FrameProblem {
  const frame = readServerFrame(raw);
  if (!frame.ok) return frame;
  const data = realtimeEventSchemas[frame.event].safeParse(frame.data);
  if (!data.success) return { ok: false, problem: `Ignored a ${frame.event} event whose data does not match its schema` };
  return { ok: true, event: frame.event, data: data.data } as RealtimeFrame;
}


