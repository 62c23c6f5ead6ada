import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { ATTACHMENT_KINDS } from '../../domain/chat-attachments.js';
import { isSingleEmoji, MAX_MESSAGE_TEXT, MAX_REACTION_LENGTH } from '../../domain/chat-messages.js';
import { MESSAGE_TYPES } from '../../domain/statuses.js';

/**
 * A reaction is one emoji (with its skin tone or joiners). The length bound aborts, so the
 * grapheme check only ever sees a short string.
 */
export const reactionField = z
  .string({ error: 'Choose a reaction' })
  .trim()
  .min(1, 'Choose a reaction')
  .max(MAX_REACTION_LENGTH, { error: 'A reaction is a single emoji', abort: true })
  .refine(isSingleEmoji, 'A reaction is a single emoji');

/**
 * A file attached to a message. `url` is the API path that serves its bytes (with the
 * caller's bearer token) to the two people in the conversation; `messageId` is null while
 * it waits in its uploader's message box.
 */
export const attachmentSchema = z.object({
  id,
  conversationId: id,
  messageId: id.nullable(),
  kind: z.enum(ATTACHMENT_KINDS),
  contentType: z.string().max(120),
  fileName: z.string().max(200),
  sizeBytes: z.number().int().min(1),
  url: z.string().max(200),
  createdAt: isoDate,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A chat message; QUOTE and QUOTE_ACTION messages point at the work they quote or act on. */
export const messageSchema = z.object({
  id,
  conversationId: id,
  senderId: id,
  receiverId: id,
  type: z.enum(MESSAGE_TYPES),
  text: text(MAX_MESSAGE_TEXT),
  workId: id.nullable(),
  delivered: z.boolean(),
  seen: z.boolean(),
  senderReaction: text(32).nullable(),
  receiverReaction: text(32).nullable(),
  attachments: z.array(attachmentSchema),
  /** The id the sender's device gave the message when it sent one (matches its pending copy). */
  clientMessageId: id.nullable().optional(),
  editedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Message = z.infer<typeof messageSchema>;

/** The unsent text of a conversation's message box (one draft per conversation and person). */
export const draftSchema = z.object({
  conversationId: id,
  text: text(MAX_MESSAGE_TEXT),
  updatedAt: isoDate,
});
export type Draft = z.infer<typeof draftSchema>;

/** How many messages to the caller wait unseen in one conversation. */
export const unseenCountSchema = z.object({ conversationId: id, unseenMessages: z.number().int().min(1) });
export type UnseenCount = z.infer<typeof unseenCountSchema>;
