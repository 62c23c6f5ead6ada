import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { patchConversation, type ConversationPages } from '../conversation-list-cache';
import { markSeenUpTo, patchMessage, type Thread } from '../thread-cache';
import { messagesKeys } from './keys';

// The receiver's side of the ticks: a message is marked delivered when it reaches this
// client (pushed or fetched), and the whole conversation seen when its thread is on screen.
// Each message is asked about once per page load; a failure is forgotten so a later
// sighting asks again.

const delivering = new Set<string>();
const reading = new Set<string>();

const receipt = (message: Message) => ({
  query: { messageId: message.id },
  body: { senderId: message.senderId, conversationId: message.conversationId },
});

/** Marks a message to `userId` delivered, unless it already is or is being marked. */
export function markDelivered(queryClient: QueryClient, message: Message, userId: string): void {
  if (message.receiverId !== userId || message.delivered || message.seen || delivering.has(message.id)) return;
  delivering.add(message.id);
  loadClient()
    .then((client) => client.chat.markAsDelivered(receipt(message)))
    .then(
      () =>
        queryClient.setQueryData<Thread | null>(messagesKeys.thread(message.conversationId), (thread) =>
          thread ? patchMessage(thread, message.id, { delivered: true }) : thread,
        ),
      () => delivering.delete(message.id),
    );
}

/**
 * Marks every message to `userId` in the conversation seen (seen-all), once per newest
 * unseen message; the thread's ticks, the list's unseen count and the menu's badge follow at once.
 */
export function markConversationRead(queryClient: QueryClient, newestUnseen: Message, userId: string): void {
  if (newestUnseen.receiverId !== userId || newestUnseen.seen || reading.has(newestUnseen.id)) return;
  reading.add(newestUnseen.id);
  const { conversationId } = newestUnseen;
  loadClient()
    .then((client) => client.chat.markAllAsRead({ body: { conversationId } }))
    .then(
      () => {
        queryClient.setQueryData<Thread | null>(messagesKeys.thread(conversationId), (thread) =>
          thread ? markSeenUpTo(thread, userId, newestUnseen.id) : thread,
        );
        queryClient.setQueryData<ConversationPages>(messagesKeys.conversations(userId), (data) =>
          patchConversation(data, conversationId, (c) => ({
            ...c,
            unseenMessages: 0,
            lastMessage: c.lastMessage && c.lastMessage.receiverId === userId ? { ...c.lastMessage, seen: true, delivered: true } : c.lastMessage,
          })),
        );
        // The menu's badge too, without waiting for the socket's CONVERSATION_SEEN.
        void queryClient.invalidateQueries({ queryKey: messagesKeys.unseenCounts });
      },
      () => reading.delete(newestUnseen.id),
    );
}
