import {
  MAX_MESSAGE_TEXT,
  attachmentPath,
  safeAttachmentFileName,
  type Attachment,
  type Conversation,
  type Message,
  type UserSummary,
} from '@tradeshub/sdk';
import type { conversations, messageAttachments, messages } from '../../db/schema/index.js';

// Rows become what the wire schemas accept even when a row holds something they refuse (a
// name stored before a rule was tightened, a row written by hand): the answer is checked
// against its schema, and one bad row must never make a whole conversation answer 500.

const MAX_CONTENT_TYPE = 120;
const MAX_REACTION = 32;

const within = (value: string, max: number) => (value.length <= max ? value : value.slice(0, max));
const reactionOf = (value: string | null) => (value === null ? null : within(value, MAX_REACTION));

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    conversationId: row.conversationId,
    messageId: row.messageId,
    kind: row.kind,
    contentType: within(row.contentType, MAX_CONTENT_TYPE),
    fileName: safeAttachmentFileName(row.fileName),
    sizeBytes: Math.max(1, row.sizeBytes),
    url: attachmentPath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message as the wire has it: delivered and seen are whether those times are set. */
export function toMessage(row: MessageRow, attachments: readonly Attachment[] = []): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    type: row.type,
    text: within(row.text, MAX_MESSAGE_TEXT),
    workId: row.workId,
    delivered: row.deliveredAt !== null,
    seen: row.seenAt !== null,
    senderReaction: reactionOf(row.senderReaction),
    receiverReaction: reactionOf(row.receiverReaction),
    attachments: [...attachments],
    clientMessageId: row.clientMessageId,
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ConversationView {
  /** The other person, as the caller sees them. */
  userProfile: UserSummary;
  lastMessage: Message | null;
  /** Messages to the caller not yet seen. */
  unseenMessages: number;
}

/** A conversation for one caller: delivered and seen follow its latest message. */
export function toConversation(row: ConversationRow, view: ConversationView): Conversation {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    type: row.type,
    kind: row.kind,
    startedByTradesperson: row.startedByTradesperson,
    delivered: view.lastMessage?.delivered ?? false,
    seen: view.lastMessage?.seen ?? false,
    unseenMessages: view.unseenMessages,
    userProfile: view.userProfile,
    lastMessage: view.lastMessage,
    postId: row.postId,
    workId: row.workId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
