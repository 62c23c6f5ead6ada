import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { otherParticipant, type Attachment, type Conversation, type Message, type UserSummary } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { messageAttachments, messages, users } from '../../db/schema/index.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';
import { toAttachment, toConversation, toMessage, type MessageRow } from './mappers.js';
import type { ConversationRow } from './participants.js';

/** The attachments of each message, in upload order. */
async function attachmentsByMessage(db: Queryable, messageIds: readonly string[]): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(toAttachment(row));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/** Message rows as the wire has them, each with its attachments. */
export async function withAttachments(db: Queryable, rows: readonly MessageRow[]): Promise<Message[]> {
  const attachments = await attachmentsByMessage(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toMessage(row, attachments.get(row.id)));
}

/** One message with its attachments. */
export async function messageWithAttachments(db: Queryable, row: MessageRow): Promise<Message> {
  const [message] = await withAttachments(db, [row]);
  return message!;
}

/**
 * Messages newest first, in the order of messages_conversation_created_idx. The index is
 * DESC NULLS LAST while a bare DESC means NULLS FIRST, and PostgreSQL does not use NOT NULL to
 * excuse the difference: with a bare DESC it reads every message of the conversation and
 * sorts them instead of walking the index and stopping at the limit.
 */
export const newestMessagesFirst = [sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`] as const;

/**
 * The newest message of each conversation (newest by time, then id, as pages order them):
 * one index probe per conversation (LIMIT 1 down messages_conversation_created_idx), never
 * every message of the page's conversations.
 */
async function latestMessages(db: Queryable, conversationIds: readonly string[]): Promise<Map<string, Message>> {
  if (conversationIds.length === 0) return new Map();
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const newestIds = sql`(select (select m.id from ${messages} m where m.conversation_id = page.id order by m.created_at desc nulls last, m.id desc nulls last limit 1) from unnest(array[${ids}]) as page(id))`;
  const rows = await db.select().from(messages).where(inArray(messages.id, newestIds));
  const list = await withAttachments(db, rows);
  return new Map(list.map((m) => [m.conversationId, m]));
}

/** How many messages to `userId` wait unseen, per conversation; all their conversations without `conversationIds`. */
export async function unseenCountsFor(db: Queryable, userId: string, conversationIds?: readonly string[]): Promise<Map<string, number>> {
  if (conversationIds?.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, unseen: count() })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, userId),
        isNull(messages.seenAt),
        conversationIds ? inArray(messages.conversationId, [...conversationIds]) : undefined,
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, Number(r.unseen)]));
}

async function summariesOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, UserSummary>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, toUserSummary(r)]));
}

/** Conversations as `viewerId` sees them: the other person, the latest message, their unseen count. */
export async function conversationsFor(db: Queryable, viewerId: string, rows: readonly ConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((r) => r.id);
  const [people, latest, unseen] = await Promise.all([
    summariesOf(
      db,
      rows.map((r) => otherParticipant(r, viewerId)),
    ),
    latestMessages(db, ids),
    unseenCountsFor(db, viewerId, ids),
  ]);
  return rows.map((row) =>
    toConversation(row, {
      userProfile: people.get(otherParticipant(row, viewerId))!,
      lastMessage: latest.get(row.id) ?? null,
      unseenMessages: unseen.get(row.id) ?? 0,
    }),
  );
}

/** One conversation as `viewerId` sees it. */
export async function conversationView(db: Queryable, viewerId: string, row: ConversationRow): Promise<Conversation> {
  const [conversation] = await conversationsFor(db, viewerId, [row]);
  return conversation!;
}
