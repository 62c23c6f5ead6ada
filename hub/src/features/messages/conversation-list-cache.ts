import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, Message } from '@tradeshub/sdk';

// The conversation list in the query cache (pages of the caller's conversations, most
// recently active first), changed in place as messages and receipts arrive.

export type ConversationPages = InfiniteData<{ items: Conversation[]; nextCursor: string | null }>;

/** Every conversation loaded, in order, each once. */
export function allConversations(data: ConversationPages | undefined): Conversation[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/** Whether the list holds a conversation. */
export function hasConversation(data: ConversationPages | undefined, conversationId: string): boolean {
  return allConversations(data).some((c) => c.id === conversationId);
}

/** One conversation changed in place. */
export function patchConversation(
  data: ConversationPages | undefined,
  conversationId: string,
  change: (conversation: Conversation) => Conversation,
): ConversationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.id === conversationId ? change(c) : c)) })),
  };
}

/**
 * A message arrived or was sent: it becomes the conversation's last message unless an
 * older one, the conversation moves to the top when the message is new, and a new message
 * to the viewer counts as unseen unless they are reading that conversation. An edit of the
 * last message replaces it where it is.
 */
export function withMessage(
  data: ConversationPages | undefined,
  message: Message,
  viewer: { userId: string; readingConversationId: string | null },
): ConversationPages | undefined {
  const conversation = allConversations(data).find((c) => c.id === message.conversationId);
  if (!data || !conversation) return data;
  const last = conversation.lastMessage;
  if (last?.id === message.id) return patchConversation(data, conversation.id, (c) => ({ ...c, lastMessage: message }));
  if (last && last.createdAt > message.createdAt) return data;
  const unseen = message.receiverId === viewer.userId && !message.seen && viewer.readingConversationId !== conversation.id;
  const moved: Conversation = {
    ...conversation,
    lastMessage: message,
    unseenMessages: conversation.unseenMessages + (unseen ? 1 : 0),
    updatedAt: message.createdAt,
  };
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== conversation.id) }));
  const [first, ...rest] = pages;
  return { ...data, pages: [{ ...first!, items: [moved, ...first!.items] }, ...rest] };
}
