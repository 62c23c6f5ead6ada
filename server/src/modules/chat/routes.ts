import { chatContracts } from '@tradeshub/sdk';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';
import { registerAttachmentRoutes } from './attachment-routes.js';
import { startAttachmentSweeper, type AttachmentSweeper } from './attachment-sweeper.js';
import { discardAttachment } from './attachments.js';
import { conversationDetail, listConversations, nextMessages, startConversation } from './conversations.js';
import { deleteDraft, getDraft, saveDraft } from './drafts.js';
import { editMessage, reactToMessage, sendMessage } from './messages.js';
import { markConversationSeen, markDelivered, markSeen, unseenCounts } from './receipts.js';

/** Conversations, messages, receipts, reactions, drafts and attachments (/chat-service). */
export const chatModule: AppModule = async (app, { config, db, events, files }) => {
  const deps = { db, events };

  registerRoute(app, chatContracts.getConversations, async ({ viewer, query }) =>
    listConversations(db, viewer.userId, query.userId, { cursor: query.cursor, limit: query.limit }),
  );

  registerRoute(app, chatContracts.createConversation, async ({ viewer, body }) => {
    const { conversation, created } = await startConversation(db, viewer.userId, body);
    return created ? withMessage(conversation, 'Conversation started.', 201) : conversation;
  });

  registerRoute(app, chatContracts.getConversationById, async ({ viewer, params }) => conversationDetail(db, viewer.userId, params.id));

  registerRoute(app, chatContracts.getNextMessages, async ({ viewer, query }) => nextMessages(db, viewer.userId, query));

  registerRoute(app, chatContracts.createMessage, async ({ viewer, body }) => {
    const { message, created } = await sendMessage(deps, viewer.userId, body);
    return created ? withMessage(message, 'Message sent.', 201) : withMessage(message, 'This message was already sent.');
  });

  registerRoute(app, chatContracts.editMessage, async ({ viewer, params, body }) =>
    editMessage(deps, viewer.userId, params.id, body.text),
  );

  registerRoute(app, chatContracts.markAsDelivered, async ({ viewer, query, body }) =>
    markDelivered(deps, viewer.userId, { messageId: query.messageId, ...body }),
  );

  registerRoute(app, chatContracts.markAsRead, async ({ viewer, query, body }) =>
    markSeen(deps, viewer.userId, { messageId: query.messageId, ...body }),
  );

  registerRoute(app, chatContracts.markAllAsRead, async ({ viewer, body }) => markConversationSeen(deps, viewer.userId, body.conversationId));

  registerRoute(app, chatContracts.getUnseenCounts, async ({ viewer, query }) => unseenCounts(deps, viewer.userId, query.mode));

  registerRoute(app, chatContracts.updateReaction, async ({ viewer, body }) =>
    reactToMessage(deps, viewer.userId, body.messageId, body.reaction),
  );

  registerRoute(app, chatContracts.getDraft, async ({ viewer, params }) => getDraft(db, viewer.userId, params.id));

  registerRoute(app, chatContracts.saveDraft, async ({ viewer, body }) => saveDraft(db, viewer.userId, body.conversationId, body.text));

  registerRoute(app, chatContracts.deleteDraft, async ({ viewer, params }) => {
    await deleteDraft(db, viewer.userId, params.id);
    return null;
  });

  registerRoute(app, chatContracts.deleteAttachment, async ({ viewer, params }) => {
    await discardAttachment({ db, files }, viewer.userId, params.id);
    return withMessage(null, 'The file has been removed.');
  });

  await registerAttachmentRoutes(app, { db, files }, { rateLimited: config.rateLimitEnabled });

  const sweeper = startAttachmentSweeper({
    db,
    files,
    intervalMs: config.chatAttachmentSweepIntervalMs,
    onError: (error) => app.log.error({ err: error }, 'Unsent chat files could not be swept'),
  });
  app.decorate('chatAttachmentSweeper', sweeper);
  app.addHook('onClose', async () => sweeper.stop());
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes chat files uploaded and never sent; tests call sweep() instead of waiting. */
    chatAttachmentSweeper: AttachmentSweeper;
  }
}
