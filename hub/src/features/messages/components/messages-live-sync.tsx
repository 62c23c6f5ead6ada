import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@tradeshub/sdk';
import { askAgainNow, useRealtimeEvent, useRealtimeOpen } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { session } from '../../../lib/session-store';
import { messagesKeys } from '../api/keys';
import { markDelivered } from '../api/receipts';
import { useStoreMessage } from '../api/send-message';
import { hasConversation, patchConversation, type ConversationPages } from '../conversation-list-cache';
import { useOpenThread } from '../stores/open-thread';
import { usePendingMessages } from '../stores/pending-messages';
import { usePresence } from '../stores/presence';
import { markSeenUpTo, patchMessage, type Thread } from '../thread-cache';

// Clears what belongs to the user who signed out.
session.onSignOut(() => {
  usePendingMessages.setState({ pending: [] });
  usePresence.setState({ online: new Set() });
  useOpenThread.setState({ conversationId: null });
});

/**
 * Applies pushed chat events to the cached conversations and threads wherever the user is
 * in the hub (so a message is marked delivered as soon as it reaches them), and catches up
 * whenever the socket opens (first connection or reconnect) and when the window regains
 * focus: events sent while it was not open are lost, so the open thread's newest page and
 * the list are refetched and merged by message id.
 * Render once, in the app shell.
 */
export function MessagesLiveSync() {
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const storeMessage = useStoreMessage();

  const listKey = messagesKeys.conversations(userId);
  /**
   * A thread still on its first load was read before this event: patching it now would be
   * lost when that load lands, so the load is cancelled and started again.
   */
  const refetchIfLoading = (conversationId: string) => {
    const state = queryClient.getQueryState(messagesKeys.thread(conversationId));
    if (state && state.data === undefined && state.fetchStatus === 'fetching') {
      // A first load is not cancelled by invalidation (it would be joined), so cancel it here.
      const queryKey = messagesKeys.thread(conversationId);
      void queryClient
        .cancelQueries({ queryKey })
        .then(() => queryClient.refetchQueries({ queryKey, type: 'active' }));
    }
  };
  const updateThread = (conversationId: string, change: (thread: Thread) => Thread) => {
    refetchIfLoading(conversationId);
    queryClient.setQueryData<Thread | null>(messagesKeys.thread(conversationId), (thread) => (thread ? change(thread) : thread));
  };
  const updateLastMessage = (conversationId: string, messageId: string, change: (message: Message) => Message) =>
    queryClient.setQueryData<ConversationPages>(listKey, (data) =>
      patchConversation(data, conversationId, (c) => (c.lastMessage?.id === messageId ? { ...c, lastMessage: change(c.lastMessage) } : c)),
    );

  const refreshUnseenCount = () => void queryClient.invalidateQueries({ queryKey: messagesKeys.unseenCounts });

  useRealtimeEvent('MESSAGE', (message) => {
    if (!userId) return;
    refetchIfLoading(message.conversationId);
    storeMessage(message, { userId, readingConversationId: useOpenThread.getState().conversationId });
    if (!hasConversation(queryClient.getQueryData<ConversationPages>(listKey), message.conversationId)) {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
    markDelivered(queryClient, message, userId);
    if (message.receiverId === userId) refreshUnseenCount();
  });

  useRealtimeEvent('MESSAGE_REACTION', ({ conversationId, messageId, senderReaction, receiverReaction }) => {
    updateThread(conversationId, (thread) => patchMessage(thread, messageId, { senderReaction, receiverReaction }));
    updateLastMessage(conversationId, messageId, (m) => ({ ...m, senderReaction, receiverReaction }));
  });

  useRealtimeEvent('MESSAGE_DELIVERED', ({ conversationId, messageId }) => {
    updateThread(conversationId, (thread) => patchMessage(thread, messageId, { delivered: true }));
    updateLastMessage(conversationId, messageId, (m) => ({ ...m, delivered: true }));
  });

  useRealtimeEvent('MESSAGE_SEEN', ({ conversationId, messageId }) => {
    refreshUnseenCount();
    updateThread(conversationId, (thread) => patchMessage(thread, messageId, { delivered: true, seen: true }));
    updateLastMessage(conversationId, messageId, (m) => ({ ...m, delivered: true, seen: true }));
  });

  useRealtimeEvent('CONVERSATION_SEEN', ({ conversationId, seenBy }) => {
    if (seenBy === userId) refreshUnseenCount();
    updateThread(conversationId, (thread) => markSeenUpTo(thread, seenBy));
    queryClient.setQueryData<ConversationPages>(listKey, (data) =>
      patchConversation(data, conversationId, (c) => ({
        ...c,
        unseenMessages: seenBy === userId ? 0 : c.unseenMessages,
        lastMessage: c.lastMessage?.receiverId === seenBy ? { ...c.lastMessage, delivered: true, seen: true } : c.lastMessage,
      })),
    );
  });

  useRealtimeEvent('USER_ONLINE', ({ userId: who }) => usePresence.getState().setOnline(who, true));
  useRealtimeEvent('USER_OFFLINE', ({ userId: who }) => usePresence.getState().setOnline(who, false));

  // A first load still running was read before the socket opened: it is asked again too.
  const catchUp = useCallback(() => void askAgainNow(queryClient, messagesKeys.all), [queryClient]);
  useRealtimeOpen(catchUp);
  useEffect(() => {
    window.addEventListener('focus', catchUp);
    return () => window.removeEventListener('focus', catchUp);
  }, [catchUp]);

  return null;
}
