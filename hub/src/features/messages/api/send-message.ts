import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, otherParticipant, type Attachment, type Conversation, type Message } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { withMessage, type ConversationPages } from '../conversation-list-cache';
import { usePendingMessages, type PendingMessage } from '../stores/pending-messages';
import { upsertMessages, type Thread } from '../thread-cache';
import { messagesKeys } from './keys';

const newClientId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Puts a message the server confirmed (or pushed) into the open thread and the list. */
export function useStoreMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    (message: Message, viewer: { userId: string; readingConversationId: string | null }) => {
      queryClient.setQueryData<Thread | null>(messagesKeys.thread(message.conversationId), (thread) =>
        thread ? { ...thread, messages: upsertMessages(thread.messages, [message]) } : thread,
      );
      queryClient.setQueryData<ConversationPages>(messagesKeys.conversations(viewer.userId), (data) => withMessage(data, message, viewer));
    },
    [queryClient],
  );
}

/**
 * Sends with the message shown at once as pending. A failed send stays on screen as
 * 'Not sent' with the server's sentence until it is retried or discarded: it is never lost.
 */
export function useSendMessage(conversation: Pick<Conversation, 'id' | 'senderId' | 'receiverId'>, userId: string) {
  const store = useStoreMessage();
  const queryClient = useQueryClient();
  const { add, update, remove } = usePendingMessages.getState();
  const receiverId = otherParticipant(conversation, userId);

  const deliver = useCallback(
    async (pending: PendingMessage) => {
      update(pending.clientId, { status: 'sending', error: null });
      try {
        const client = await loadClient();
        const message = await client.chat.createMessage({
          body: {
            conversationId: pending.conversationId,
            receiverId: pending.receiverId,
            type: 'CHAT',
            text: pending.text,
            attachmentIds: pending.attachments.map((a) => a.id),
            // The same id on a retry: a send that reached the server before the reply was lost
            // comes back as the message already sent instead of a second copy.
            ...(UUID.test(pending.clientId) ? { clientMessageId: pending.clientId } : {}),
          },
        });
        store(message, { userId, readingConversationId: message.conversationId });
        remove(pending.clientId);
      } catch (error) {
        update(pending.clientId, {
          status: 'failed',
          error: isApiError(error) ? error.message : 'Check your connection and try again.',
        });
      }
    },
    [remove, store, update, userId],
  );

  const send = useCallback(
    (text: string, attachments: readonly Attachment[] = []) => {
      const pending: PendingMessage = {
        clientId: newClientId(),
        conversationId: conversation.id,
        receiverId,
        text,
        attachments,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
        afterMessageId: queryClient.getQueryData<Thread | null>(messagesKeys.thread(conversation.id))?.messages.at(-1)?.id ?? null,
      };
      add(pending);
      return deliver(pending);
    },
    [add, conversation.id, deliver, queryClient, receiverId],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = usePendingMessages.getState().pending.find((m) => m.clientId === clientId);
      if (pending) void deliver(pending);
    },
    [deliver],
  );

  return { send, retry, discard: remove };
}
