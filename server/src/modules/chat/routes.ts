import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { registerAttachmentRoutes } from './attachment-routes.js';
import { startAttachmentSweeper, type AttachmentSweeper } from './attachment-sweeper.js';
import { discardAttachment } from './attachments.js';
import { conversationDetail, listConversations, nextMessages, startConversation } from './conversations.js';
import { deleteDraft, getDraft, saveDraft } from './drafts.js';
import { editMessage, reactToMessage, sendMessage } from './messages.js';
import { markConversationSeen, markDelivered, markSeen, unseenCounts } from './receipts.js';

/** Conversations, messages, receipts, reactions, drafts and attachments (/chat-service). */
export function chatHandlers({ db, events, files }: AppContext) {
  const deps = { db, events };

  return {
    getConversations: async ({ viewer, query }) =>
      listConversations(db, viewer.userId, query.userId, { cursor: query.cursor, limit: query.limit }),
    createConversation: async ({ viewer, body }) => {
      const { conversation, created } = await startConversation(db, viewer.userId, body);
      return created ? withMessage(conversation, 'Conversation started.', 201) : conversation;
    },
    getConversationById: async ({ viewer, params }) => conversationDetail(db, viewer.userId, params.id),
    getNextMessages: async ({ viewer, query }) => nextMessages(db, viewer.userId, query),
    createMessage: async ({ viewer, body }) => {
      const { message, created } = await sendMessage(deps, viewer.userId, body);
      return created ? withMessage(message, 'Message sent.', 201) : withMessage(message, 'This message was already sent.');
    },
    editMessage: async ({ viewer, params, body }) =>
      editMessage(deps, viewer.userId, params.id, body.text),
    markAsDelivered: async ({ viewer, query, body }) =>
      markDelivered(deps, viewer.userId, { messageId: query.messageId, ...body }),
    markAsRead: async ({ viewer, query, body }) =>
      markSeen(deps, viewer.userId, { messageId: query.messageId, ...body }),
    markAllAsRead: async ({ viewer, body }) => markConversationSeen(deps, viewer.userId, body.conversationId),
    getUnseenCounts: async ({ viewer, query }) => unseenCounts(deps.db, viewer.userId, query.mode),
    updateReaction: async ({ viewer, body }) =>
      reactToMessage(deps, viewer.userId, body.messageId, body.reaction),
    getDraft: async ({ viewer, params }) => getDraft(db, viewer.userId, params.id),
    saveDraft: async ({ viewer, body }) => saveDraft(db, viewer.userId, body.conversationId, body.text),
    deleteDraft: async ({ viewer, params }) => {
      await deleteDraft(db, viewer.userId, params.id);
      return null;
    },
    deleteAttachment: async ({ viewer, params }) => {
      await discardAttachment({ db, files }, viewer.userId, params.id);
      return withMessage(null, 'The file has been removed.');
    },
  } satisfies Partial<GroupHandlers<'chat'>>;
}

/** What chat runs besides its contracts: the multipart upload and download routes, and the sweep of unsent files. */
export async function startChat(app: FastifyInstance, { config, db, files }: AppContext): Promise<void> {
  await registerAttachmentRoutes(app, { db, files }, { rateLimited: config.rateLimitEnabled });

  const sweeper = startAttachmentSweeper({
    db,
    files,
    intervalMs: config.chatAttachmentSweepIntervalMs,
    onError: (error) => app.log.error({ err: error }, 'Unsent chat files could not be swept'),
  });
  app.decorate('chatAttachmentSweeper', sweeper);
  app.addHook('onClose', async () => sweeper.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes chat files uploaded and never sent; tests call sweep() instead of waiting. */
    chatAttachmentSweeper: AttachmentSweeper;
  }
}
