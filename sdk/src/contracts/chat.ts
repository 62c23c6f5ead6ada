import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '../domain/chat-attachments.js';
import { conversationKindNeedsPost, MAX_MESSAGE_TEXT, messageHasContent, messageTypeNeedsWork } from '../domain/chat-messages.js';
import { CONVERSATION_KINDS, CONVERSATION_TYPES, MESSAGE_TYPES } from '../domain/statuses.js';
import { conversationDetailSchema, conversationSchema } from './entities/conversation.js';
import { idOf } from './entities/fields.js';
import { attachmentSchema, draftSchema, messageSchema, reactionField, unseenCountSchema } from './entities/message.js';
import { viewerModeSchema } from './entities/notification.js';

// Spec section 7 "Chat (/chat-service)", plus seen-all, unseen counts and attachments.
const base = '/chat-service';

const messageText = z
  .string({ error: 'Enter a message' })
  .trim()
  .max(MAX_MESSAGE_TEXT, `A message must be ${MAX_MESSAGE_TEXT} characters or fewer`);

/** mark-as-read and mark-as-delivered: the message in the query, its conversation in the body. */
const messageReceipt = {
  query: z.object({ messageId: idOf('message') }),
  body: z.object({ senderId: idOf('sender'), conversationId: idOf('conversation') }),
  data: messageSchema,
} as const;

const createConversationBody = z
  .object({
    receiverId: idOf('user'),
    kind: z.enum(CONVERSATION_KINDS, { error: 'Choose what the conversation is about' }).default('GENERAL'),
    type: z.enum(CONVERSATION_TYPES, { error: 'Choose a chat or a contract conversation' }).default('CHAT'),
    /** The job request post a tradesperson answers, for kind JOB_REQUEST (and only then). */
    postId: idOf('post').optional(),
    /** Whether the caller starts it as their business; only someone with a business may. Defaults to the mode they use. */
    startedByTradesperson: z.boolean({ error: 'Say whether you start this as your business (true or false)' }).optional(),
  })
  .refine((b) => conversationKindNeedsPost(b.kind) === (b.postId !== undefined), {
    path: ['postId'],
    error: 'A job request conversation names its post, and only a job request conversation does',
  });

const createMessageBody = z
  .object({
    conversationId: idOf('conversation'),
    receiverId: idOf('receiver'),
    type: z.enum(MESSAGE_TYPES, { error: 'Choose a message type from the list' }).default('CHAT'),
    text: messageText.default(''),
    /** The work a QUOTE or QUOTE_ACTION message is about (required for those, refused for CHAT). */
    workId: idOf('work').optional(),
    /**
     * The caller's own id for this message (a UUID made when it was written). Sending again
     * with the same id answers the message already sent (200) instead of sending a copy.
     */
    clientMessageId: idOf('client message').optional(),
    /** Files the caller uploaded to this conversation and has not sent yet. */
    attachmentIds: z
      .array(idOf('attachment'), { error: 'Expected a list of attachment ids' })
      .max(MAX_ATTACHMENTS_PER_MESSAGE, `A message can carry up to ${MAX_ATTACHMENTS_PER_MESSAGE} files`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each file can be attached once')
      .default([]),
  })
  .refine((b) => messageHasContent(b.text, b.attachmentIds.length), {
    path: ['text'],
    error: 'Enter a message or attach a file',
  })
  .refine((b) => messageTypeNeedsWork(b.type) === (b.workId !== undefined), {
    path: ['workId'],
    error: 'Quotes and quote actions name their work, and chat messages do not',
  });

export const chatContracts = {
  getConversations: defineContract({
    method: 'GET',
    path: `${base}/message`,
    access: 'private',
    summary: "Lists the caller's conversations, most recently active first (userId must be the caller).",
    query: pageQuery.extend({ userId: idOf('user') }),
    data: page(conversationSchema),
  }),
  getNextMessages: defineContract({
    method: 'GET',
    path: `${base}/message/get-next-messages`,
    access: 'private',
    summary: 'Returns the messages older than lastMessageId in a conversation, newest first; nextCursor is the next lastMessageId.',
    query: z.object({
      conversationId: idOf('conversation'),
      lastMessageId: idOf('last message'),
      limit: pageQuery.shape.limit,
    }),
    data: page(messageSchema),
  }),
  createConversation: defineContract({
    method: 'POST',
    path: `${base}/message/create-conversation`,
    access: 'private',
    summary: 'Starts a conversation with another user, or returns the one already open between them for that kind and post.',
    body: createConversationBody,
    data: conversationSchema,
  }),
  createMessage: defineContract({
    method: 'POST',
    path: `${base}/message/create-message`,
    access: 'private',
    summary:
      'Sends a message, with any uploaded attachments, in a conversation the caller takes part in; a retry with the same clientMessageId answers the first.',
    body: createMessageBody,
    data: messageSchema,
  }),
  editMessage: defineContract({
    method: 'PATCH',
    path: `${base}/message/:id`,
    access: 'private',
    summary: "Changes the text of one of the caller's chat messages and marks it edited.",
    params: idParams,
    body: z.object({ text: messageText.min(1, 'Enter a message') }),
    data: messageSchema,
  }),
  markAsRead: defineContract({
    method: 'POST',
    path: `${base}/message/mark-as-read`,
    access: 'private',
    summary: 'The receiver marks a message seen (and so delivered); marking it again changes nothing.',
    ...messageReceipt,
  }),
  markAsDelivered: defineContract({
    method: 'POST',
    path: `${base}/message/mark-as-delivered`,
    access: 'private',
    summary: "The receiver marks a message delivered to their device; marking it again changes nothing.",
    ...messageReceipt,
  }),
  markAllAsRead: defineContract({
    method: 'POST',
    path: `${base}/message/mark-all-as-read`,
    access: 'private',
    summary: 'Marks every message to the caller in a conversation seen (seen-all); answers how many changed.',
    body: z.object({ conversationId: idOf('conversation') }),
    data: z.object({ conversationId: idOf('conversation'), seenCount: z.number().int().min(0) }),
  }),
  getUnseenCounts: defineContract({
    method: 'GET',
    path: `${base}/message/get-unseen-counts`,
    access: 'private',
    summary:
      "The caller's unseen messages per conversation and how many conversations have some, only those a mode lists when `mode` is given.",
    query: z.object({ mode: viewerModeSchema.optional() }),
    data: z.object({ count: z.number().int().min(0), items: z.array(unseenCountSchema) }),
  }),
  getConversationById: defineContract({
    method: 'GET',
    path: `${base}/message/get-conversation-by-id/:id`,
    access: 'private',
    summary: 'Returns a conversation the caller takes part in with its newest messages.',
    params: idParams,
    data: conversationDetailSchema,
  }),
  updateReaction: defineContract({
    method: 'PATCH',
    path: `${base}/message/update-message-reaction`,
    access: 'private',
    summary: "Sets or clears (null) the caller's reaction to a message: the sender's or the receiver's.",
    body: z.object({ messageId: idOf('message'), reaction: reactionField.nullable() }),
    data: messageSchema,
  }),
  getDraft: defineContract({
    method: 'GET',
    path: `${base}/drafts/:id`,
    access: 'private',
    summary: "Returns the caller's unsent draft for a conversation (the id), or null.",
    params: idParams,
    data: draftSchema.nullable(),
  }),
  saveDraft: defineContract({
    method: 'PUT',
    path: `${base}/drafts/save`,
    access: 'private',
    summary: "Saves the caller's draft for a conversation, replacing any earlier one; blank text discards it (null).",
    body: z.object({
      conversationId: idOf('conversation'),
      text: z.string({ error: 'Expected the draft as text' }).max(MAX_MESSAGE_TEXT, `A draft must be ${MAX_MESSAGE_TEXT} characters or fewer`),
    }),
    data: draftSchema.nullable(),
  }),
  deleteDraft: defineContract({
    method: 'DELETE',
    path: `${base}/drafts/:id`,
    access: 'private',
    summary: "Discards the caller's draft for a conversation (the id).",
    params: idParams,
    data: emptyData,
  }),
  deleteAttachment: defineContract({
    method: 'DELETE',
    path: `${base}/attachments/:id`,
    access: 'private',
    summary: 'Removes a file the caller uploaded and has not sent yet.',
    params: idParams,
    data: emptyData,
  }),
} as const;

/** The multipart form fields of an attachment upload. */
export const ATTACHMENT_FORM_FIELDS = { conversationId: 'conversationId', file: 'file' } as const;

/**
 * Attachment transfer, outside the JSON client: the upload is a multipart form
 * (ATTACHMENT_FORM_FIELDS: conversationId first, then one file) answering the usual
 * `{ data, message }` envelope; the download answers the file's bytes with its Content-Type
 * and Content-Disposition, to the two people in the conversation alone.
 */
export const chatAttachmentContracts = {
  uploadAttachment: defineContract({
    method: 'POST',
    path: `${base}/attachments`,
    access: 'private',
    summary: 'Uploads one image or document (multipart: conversationId, then file) to send with a message.',
    data: attachmentSchema,
  }),
  downloadAttachment: defineContract({
    method: 'GET',
    path: `${base}/attachments/:id`,
    access: 'private',
    summary: 'Answers the bytes of an attachment to the people in its conversation.',
    params: idParams,
    data: z.unknown(),
  }),
} as const;

/** The API path of an attachment's bytes, below the API base URL. */
export function attachmentPath(attachmentId: string): string {
  return `${base}/attachments/${encodeURIComponent(attachmentId)}`;
}
