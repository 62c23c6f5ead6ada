import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isEditableMessageType, messageTypeProblem, otherParticipant, reactionFieldFor, type Message, type MessageType } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { conversations, messageAttachments, messageDrafts, messages } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { isWorkBetween } from '../work/service.js';
import { conversationToWriteIn, refuseIfBlocked } from './conversations.js';
import { toAttachment, toMessage, type MessageRow } from './mappers.js';
import { messageWithAttachments } from './queries.js';

export interface ChatDeps {
  db: Database;
  events: EventBus;
}

export interface NewMessage {
  conversationId: string;
  receiverId: string;
  type: MessageType;
  text: string;
  workId?: string | undefined;
  clientMessageId?: string | undefined;
  attachmentIds: string[];
}

/** Both people in the conversation hear it: the other side, and the author's other tabs. */
const bothSides = (message: Pick<Message, 'senderId' | 'receiverId'>) => [message.senderId, message.receiverId];

/** A quote action answers a quote: its work must be one a QUOTE message in this conversation named. */
async function refuseUnquotedWork(db: Queryable, conversationId: string, workId: string | undefined): Promise<void> {
  const [quote] = workId
    ? await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.type, 'QUOTE'), eq(messages.workId, workId)))
        .limit(1)
    : [];
  if (!quote) throw conflict('No quote for that work was sent in this conversation. Answer a quote from this conversation.');
}

/** A quote names a real work between the two people: the sender's business and the receiver as its customer. */
async function refuseMadeUpWork(db: Queryable, senderId: string, receiverId: string, workId: string | undefined): Promise<void> {
  if (workId && (await isWorkBetween(db, workId, senderId, receiverId))) return;
  throw conflict('That quote names no job between you and this customer. Send quotes from Manage Work.');
}

/** The message this sender already sent with this client id: a retry answers it unchanged. */
async function alreadySent(db: Queryable, senderId: string, conversationId: string, clientMessageId: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
    .limit(1);
  if (!row) throw conflict('This message could not be sent. Please try again.');
  if (row.conversationId !== conversationId) {
    throw conflict('That clientMessageId belongs to a message in another conversation. Give each message its own id.');
  }
  return row;
}

/**
 * Sends a message with the files the sender uploaded to this conversation and has not sent
 * yet. The conversation moves to the top of both lists and the sender's draft is discarded.
 * A retry with the same clientMessageId answers the first message (created: false) and
 * tells nobody again.
 */
export async function sendMessage(
  { db, events }: ChatDeps,
  senderId: string,
  input: NewMessage,
): Promise<{ message: Message; created: boolean }> {
  const conversation = await conversationToWriteIn(db, senderId, input.conversationId);
  if (input.receiverId === senderId) throw badRequest('You cannot send a message to yourself.');
  const receiverId = otherParticipant(conversation, senderId);
  if (input.receiverId !== receiverId) throw badRequest('The receiver must be the other person in this conversation.');
  const typeProblem = messageTypeProblem(input.type, conversation, { id: senderId, role: conversation.writerRole });
  if (typeProblem) throw forbidden(typeProblem);

  const sent = await db.transaction(async (tx) => {
    if (input.type === 'QUOTE') await refuseMadeUpWork(tx, senderId, receiverId, input.workId);
    if (input.type === 'QUOTE_ACTION') await refuseUnquotedWork(tx, conversation.id, input.workId);
    const values = {
      conversationId: conversation.id,
      senderId,
      receiverId,
      type: input.type,
      text: input.text,
      workId: input.workId ?? null,
      clientMessageId: input.clientMessageId ?? null,
    };
    const [row] = input.clientMessageId
      ? await tx
          .insert(messages)
          .values(values)
          .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId], where: sql`${messages.clientMessageId} is not null` })
          .returning()
      : await tx.insert(messages).values(values).returning();
    if (!row) return { row: await alreadySent(tx, senderId, conversation.id, input.clientMessageId!), attachments: null };

    const attached =
      input.attachmentIds.length === 0
        ? []
        : await tx
            .update(messageAttachments)
            .set({ messageId: row.id })
            .where(
              and(
                inArray(messageAttachments.id, input.attachmentIds),
                eq(messageAttachments.conversationId, conversation.id),
                eq(messageAttachments.uploaderId, senderId),
                isNull(messageAttachments.messageId),
              ),
            )
            .returning();
    if (attached.length !== input.attachmentIds.length) {
      throw badRequest('One of the files is not waiting to be sent in this conversation. Upload it again and resend.');
    }
    // Never backwards: a send that started earlier but commits later leaves the newer time.
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`, updatedAt: new Date() })
      .where(eq(conversations.id, conversation.id));
    await tx.delete(messageDrafts).where(and(eq(messageDrafts.conversationId, conversation.id), eq(messageDrafts.userId, senderId)));
    return { row, attachments: attached };
  });

  if (!sent.attachments) return { message: await messageWithAttachments(db, sent.row), created: false };
  const ordered = [...sent.attachments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const message = toMessage(sent.row, ordered.map(toAttachment));
  await events.publish(bothSides(message), 'MESSAGE', message);
  return { message, created: true };
}

/** The author changes the text of a chat message; it is marked edited. Anyone else hears 404. */
export async function editMessage({ db, events }: ChatDeps, userId: string, messageId: string, text: string): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.senderId, userId)))
    .limit(1);
  if (!row) throw notFound('message');
  if (!isEditableMessageType(row.type)) throw conflict('Only chat messages can be edited; quotes and quote actions stay as sent.');
  await refuseIfBlocked(db, userId, row.receiverId);
  if (row.text === text) return messageWithAttachments(db, row);
  const [updated] = await db.update(messages).set({ text, editedAt: new Date() }).where(eq(messages.id, row.id)).returning();
  const message = await messageWithAttachments(db, updated!);
  await events.publish(bothSides(message), 'MESSAGE', message);
  return message;
}

/** The sender sets the sender's reaction, the receiver the receiver's; null clears it. */
export async function reactToMessage(
  { db, events }: ChatDeps,
  userId: string,
  messageId: string,
  reaction: string | null,
): Promise<Message> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), or(eq(messages.senderId, userId), eq(messages.receiverId, userId))))
    .limit(1);
  const field = row ? reactionFieldFor(row, userId) : null;
  if (!row || !field) throw notFound('message');
  await refuseIfBlocked(db, row.senderId, row.receiverId);
  const [updated] = await db
    .update(messages)
    .set({ [field]: reaction })
    .where(eq(messages.id, row.id))
    .returning();
  const message = await messageWithAttachments(db, updated!);
  await events.publish(bothSides(message), 'MESSAGE_REACTION', {
    messageId: message.id,
    conversationId: message.conversationId,
    senderReaction: message.senderReaction,
    receiverReaction: message.receiverReaction,
  });
  return message;
}
