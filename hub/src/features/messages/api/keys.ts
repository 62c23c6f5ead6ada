import type { ViewerRole } from '@tradeshub/sdk';

const all = ['messages'] as const;
const unseenCounts = [...all, 'unseen'] as const;

/** Query keys of the caller's messages; everything under `all` is refetched after a reconnect. */
export const messagesKeys = {
  all,
  conversations: (userId: string) => [...all, 'conversations', userId] as const,
  thread: (conversationId: string) => [...all, 'thread', conversationId] as const,
  /** Every Messages-badge count; invalidate this when a message arrives or is seen. */
  unseenCounts,
  /** The Messages badge: conversations with unseen messages, in the mode being used. */
  unseen: (userId: string, mode: ViewerRole) => [...unseenCounts, userId, mode] as const,
  /** Who of these people is online; asked again after a reconnect. */
  presence: (sortedUserIds: readonly string[]) => [...all, 'presence', sortedUserIds.join(',')] as const,
  /** Outside `all`: a refetch must not overwrite what is being typed. */
  draft: (conversationId: string) => ['message-draft', conversationId] as const,
  /** Outside `all`: an attachment's bytes never change, so a reconnect need not fetch them again. */
  attachment: (attachmentId: string) => ['message-attachment', attachmentId] as const,
};
