import { z } from 'zod';
import { id, isoDate } from '../common.js';
import { CONVERSATION_KINDS, CONVERSATION_TYPES } from '../../domain/statuses.js';
import { messageSchema } from './message.js';
import { userSummarySchema } from './user.js';

/**
 * A conversation between two users as listed: the other party, the latest message and the
 * caller's unseen count; delivered and seen are the latest message's. Whether it shows as a
 * contract follows from `startedByTradesperson` and who is asking (the domain's conversations rules).
 */
export const conversationSchema = z.object({
  id,
  senderId: id,
  receiverId: id,
  type: z.enum(CONVERSATION_TYPES),
  kind: z.enum(CONVERSATION_KINDS),
  startedByTradesperson: z.boolean(),
  delivered: z.boolean(),
  seen: z.boolean(),
  unseenMessages: z.number().int().min(0),
  userProfile: userSummarySchema,
  lastMessage: messageSchema.nullable(),
  /** The job request post a JOB_REQUEST conversation answers. */
  postId: id.nullable(),
  workId: id.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A conversation opened on its own: its newest messages (newest first) and the id to pass
 * as lastMessageId to fetch older ones, null when there are none.
 */
export const conversationDetailSchema = conversationSchema.extend({
  messages: z.array(messageSchema),
  nextLastMessageId: id.nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
