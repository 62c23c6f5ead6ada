import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

export type ConversationRow = typeof conversations.$inferSelect;

/** The condition "this user takes part in the conversation". */
export function involving(userId: string) {
  return or(eq(conversations.senderId, userId), eq(conversations.receiverId, userId));
}

/** A conversation the user takes part in; anyone else hears 404, as if it did not exist. */
export async function conversationFor(db: Queryable, userId: string, conversationId: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), involving(userId)))
    .limit(1);
  if (!row) throw notFound('conversation');
  return row;
}

/**
 * Everyone who hears the user's presence through chat (each once): the other person of each
 * conversation in which both of them have written. A conversation row alone is not enough,
 * since anyone may open an empty one with anyone; the other person must have answered.
 */
export async function conversationPartnerIds(db: Queryable, userId: string): Promise<string[]> {
  const partner = sql<string>`case when ${conversations.senderId} = ${userId} then ${conversations.receiverId} else ${conversations.senderId} end`;
  const rows = await db
    .selectDistinct({ id: partner })
    .from(conversations)
    .where(and(involving(userId), hasWritten(conversations.senderId), hasWritten(conversations.receiverId)));
  return rows.map((r) => r.id);
}

/** The condition "this person has sent a message in the conversation" (the sender/conversation index answers it). */
export function hasWritten(person: typeof conversations.senderId | typeof conversations.receiverId) {
  return sql`exists (select 1 from ${messages} where ${messages.senderId} = ${person} and ${messages.conversationId} = ${conversations.id})`;
}
