import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { CONVERSATION_KINDS, MESSAGE_TYPES } from '../domain/statuses.js';
import { conversationDetailSchema, conversationSchema } from './entities/conversation.js';
import { idOf, requiredField } from './entities/fields.js';
import { draftSchema, messageSchema, reactionField } from './entities/message.js';

// Spec section 7 "Chat (/chat-service)".
const base = '/chat-service';

const messageText = requiredField('a message', 5000);
/** mark-as-read and mark-as-delivered: the message in the query, its conversation in the body. */
const messageReceipt = {
  query: z.object({ messageId: idOf('message') }),
  body: z.object({ senderId: idOf('sender'), conversationId: idOf('conversation') }),
  data: messageSchema,
} as const;

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
    summary: 'Returns the messages older than lastMessageId in a conversation, newest first.',
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
    summary: 'Starts a conversation with another user, or returns the one already open between them.',
    body: z.object({
      receiverId: idOf('user'),
      kind: z.enum(CONVERSATION_KINDS, { error: 'Choose what the conversation is about' }).default('GENERAL'),
      /** The job request post a tradesperson answers, for kind JOB_REQUEST. */
      postId: idOf('post').optional(),
    }),
    data: conversationSchema,
  }),
  createMessage: defineContract({
    method: 'POST',
    path: `${base}/message/create-message`,
    access: 'private',
    summary: 'Sends a message in a conversation the caller takes part in.',
    body: z.object({
      conversationId: idOf('conversation'),
      receiverId: idOf('receiver'),
      type: z.enum(MESSAGE_TYPES, { error: 'Choose a message type from the list' }).default('CHAT'),
      text: messageText,
      /** The work a QUOTE or QUOTE_ACTION message is about. */
      workId: idOf('work').optional(),
    }),
    data: messageSchema,
  }),
  editMessage: defineContract({
    method: 'PATCH',
    path: `${base}/message/:id`,
    access: 'private',
    summary: "Changes the text of one of the caller's messages.",
    params: idParams,
    body: z.object({ text: messageText }),
    data: messageSchema,
  }),
  markAsRead: defineContract({
    method: 'POST',
    path: `${base}/message/mark-as-read`,
    access: 'private',
    summary: 'Marks a message, and every earlier one in its conversation, as seen by the caller.',
    ...messageReceipt,
  }),
  markAsDelivered: defineContract({
    method: 'POST',
    path: `${base}/message/mark-as-delivered`,
    access: 'private',
    summary: "Marks a message as delivered to the caller's device.",
    ...messageReceipt,
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
    summary: "Sets or clears (null) the caller's reaction to a message.",
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
    summary: "Saves the caller's unsent draft for a conversation, replacing any earlier one.",
    body: z.object({
      conversationId: idOf('conversation'),
      text: z.string().max(5000, 'A draft must be 5000 characters or fewer'),
    }),
    data: draftSchema,
  }),
  deleteDraft: defineContract({
    method: 'DELETE',
    path: `${base}/drafts/:id`,
    access: 'private',
    summary: "Discards the caller's draft for a conversation (the id).",
    params: idParams,
    data: emptyData,
  }),
} as const;
