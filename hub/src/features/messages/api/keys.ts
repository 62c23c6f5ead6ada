/** Query keys of the caller's messages; everything under `all` is refetched after a reconnect. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversations: (userId: string) => [...messagesKeys.all, 'conversations', userId] as const,
  thread: (conversationId: string) => [...messagesKeys.all, 'thread', conversationId] as const,
  /** Outside `all`: a refetch must not overwrite what is being typed. */
  draft: (conversationId: string) => ['message-draft', conversationId] as const,
};
