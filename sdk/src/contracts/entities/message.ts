import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { MESSAGE_TYPES } from '../../domain/statuses.js';

/** A reaction is one emoji (a few code points with modifiers). */
export const reactionField = z.string().trim().min(1, 'Choose a reaction').max(16, 'A reaction is a single emoji');

/** A chat message; QUOTE and QUOTE_ACTION messages point at the work they quote or act on. */
export const messageSchema = z.object({
  id,
  conversationId: id,
  senderId: id,
  receiverId: id,
  type: z.enum(MESSAGE_TYPES),
  text: text(5000),
  workId: id.nullable(),
  delivered: z.boolean(),
  seen: z.boolean(),
  senderReaction: text(16).nullable(),
  receiverReaction: text(16).nullable(),
  editedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Message = z.infer<typeof messageSchema>;

/** The unsent text of a conversation's message box (one draft per conversation). */
export const draftSchema = z.object({
  conversationId: id,
  text: text(5000),
  updatedAt: isoDate,
});
export type Draft = z.infer<typeof draftSchema>;
