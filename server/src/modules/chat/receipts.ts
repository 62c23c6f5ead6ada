import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conversationSide, type Message, type UnseenCount, type ViewerRole } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { ChatDeps } from './messages.js';
import { conversationFor } from './participants.js';
import { messageWithAttachments, unseenCountsFor } from './queries.js';

export interface ReceiptTarget {
  messageId: string;
  senderId: string;
  conversationId: string;
}

/** The condition "a message to `receiverId` matching what the receipt names". */
function addressedTo(receiverId: string, target: ReceiptTarget) {
  return and(
    eq(messages.id, target.messageId),
    eq(messages.conversationId, target.conversationId),
    eq(messages.senderId, target.senderId),
    eq(messages.receiverId, receiverId),
  );
}

/** The message as it is now, when a receipt changed nothing; anything else is 404. */
async function messageToReceiver(deps: ChatDeps, receiverId: string, target: ReceiptTarget): Promise<Message> {
  const [row] = await deps.db.select().from(messages).where(addressedTo(receiverId, target)).limit(1);
  if (!row) throw notFound('message');
  return messageWithAttachments(deps.db, row);
}

// A receipt changes the row only while its time is unset (the condition is in the UPDATE,
// so of several calls at once exactly one gets a row back) and only that one tells anyone.

/** The receiver's device has the message. Only the first time changes anything or tells anyone. */
export async function markDelivered(deps: ChatDeps, receiverId: string, target: ReceiptTarget): Promise<Message> {
  const [updated] = await deps.db
    .update(messages)
    .set({ deliveredAt: sql`now()` })
    .where(and(addressedTo(receiverId, target), isNull(messages.deliveredAt)))
    .returning();
  if (!updated) return messageToReceiver(deps, receiverId, target);
  await deps.events.publish([updated.senderId, receiverId], 'MESSAGE_DELIVERED', { messageId: updated.id, conversationId: updated.conversationId });
  return messageWithAttachments(deps.db, updated);
}

/** The receiver saw the message, so it was delivered too. Only the first time tells anyone. */
export async function markSeen(deps: ChatDeps, receiverId: string, target: ReceiptTarget): Promise<Message> {
  const [updated] = await deps.db
    .update(messages)
    .set({ seenAt: sql`now()`, deliveredAt: sql`coalesce(${messages.deliveredAt}, now())` })
    .where(and(addressedTo(receiverId, target), isNull(messages.seenAt)))
    .returning();
  if (!updated) return messageToReceiver(deps, receiverId, target);
  await deps.events.publish([updated.senderId, receiverId], 'MESSAGE_SEEN', { messageId: updated.id, conversationId: updated.conversationId });
  return messageWithAttachments(deps.db, updated);
}

/** Seen-all: every message to the caller in the conversation is seen (and delivered). */
export async function markConversationSeen(
  deps: ChatDeps,
  userId: string,
  conversationId: string,
): Promise<{ conversationId: string; seenCount: number }> {
  const conversation = await conversationFor(deps.db, userId, conversationId);
  const seen = await deps.db
    .update(messages)
    .set({ seenAt: sql`now()`, deliveredAt: sql`coalesce(${messages.deliveredAt}, now())` })
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.receiverId, userId), isNull(messages.seenAt)))
    .returning({ id: messages.id });
  if (seen.length > 0) {
    await deps.events.publish([conversation.senderId, conversation.receiverId], 'CONVERSATION_SEEN', {
      conversationId: conversation.id,
      seenBy: userId,
    });
  }
  return { conversationId: conversation.id, seenCount: seen.length };
}

/**
 * The caller's unseen messages per conversation, and how many conversations have some (the
 * badge). With a mode, only the conversations that mode's list shows (the sdk's side rule).
 */
export async function unseenCounts(db: Queryable, userId: string, mode?: ViewerRole): Promise<{ count: number; items: UnseenCount[] }> {
  const counts = await unseenCountsFor(db, userId);
  let items = [...counts].map(([conversationId, unseenMessages]) => ({ conversationId, unseenMessages }));
  if (mode && items.length > 0) {
    const sides = await db
      .select({ id: conversations.id, senderId: conversations.senderId, receiverId: conversations.receiverId, startedByTradesperson: conversations.startedByTradesperson })
      .from(conversations)
      .where(inArray(conversations.id, [...counts.keys()]));
    const listed = new Set(sides.filter((c) => conversationSide(c, userId) === mode).map((c) => c.id));
    items = items.filter((item) => listed.has(item.conversationId));
  }
  return { count: items.length, items };
}
