import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttachmentKind, ConversationKind, ConversationType, MessageType } from '@tradeshub/sdk';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A conversation between two people. The sender is whoever started it; one conversation
 * per pair of people, kind and post (the unique index below, whichever of them starts it).
 * postId and workId point at community posts and works, whose tables are added later.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ConversationType>().notNull().default('CHAT'),
    kind: text('kind').$type<ConversationKind>().notNull().default('GENERAL'),
    startedByTradesperson: boolean('started_by_tradesperson').notNull().default(false),
    postId: uuid('post_id'),
    workId: uuid('work_id'),
    /** The newest message's time, or the creation time before the first message: the list's order. */
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_kind_post_unique').using(
      'btree',
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.kind,
      sql`coalesce(${t.postId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('conversations_sender_activity_idx').on(t.senderId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_receiver_activity_idx').on(t.receiverId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/** One message; delivered then seen by its receiver (seen implies delivered). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull().default('CHAT'),
    text: text('text').notNull().default(''),
    workId: uuid('work_id'),
    senderReaction: text('sender_reaction'),
    receiverReaction: text('receiver_reaction'),
    deliveredAt: at('delivered_at'),
    seenAt: at('seen_at'),
    editedAt: at('edited_at'),
    /** The sender's own id for the message, so a retried send answers the first one instead of a copy. */
    clientMessageId: uuid('client_message_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('messages_unseen_idx').on(t.receiverId, t.conversationId).where(sql`${t.seenAt} is null`),
    // Who has written in a conversation (presence partners, unanswered conversations), and
    // the foreign keys' lookups when a user is deleted.
    index('messages_sender_conversation_idx').on(t.senderId, t.conversationId),
    index('messages_receiver_idx').on(t.receiverId),
    uniqueIndex('messages_sender_client_message_unique')
      .on(t.senderId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
  ],
);

/** The unsent text of one person's message box in one conversation. */
export const messageDrafts = pgTable(
  'message_drafts',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('message_drafts_user_idx').on(t.userId)],
);

/**
 * A file uploaded into a conversation. It belongs to its uploader alone until a message
 * they send carries it (messageId set); then both participants may download it. The bytes
 * live in the file store under storageKey, never under the name the uploader gave.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_attachments_storage_key_unique').on(t.storageKey),
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_conversation_idx').on(t.conversationId, t.uploaderId),
    // A person's unsent files (the bytes cap), and the foreign key's lookup when a user is deleted.
    index('message_attachments_uploader_idx').on(t.uploaderId, t.messageId),
    // Unsent files by age, for the sweep that removes those never sent.
    index('message_attachments_unsent_idx').on(t.createdAt).where(sql`${t.messageId} is null`),
  ],
);
