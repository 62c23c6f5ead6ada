import { eq, sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import { startConversation } from './conversations.js';
import { toMessage } from './mappers.js';

// The messages a work writes into chat: a QUOTE when the business sends a quote, a
// QUOTE_ACTION when the customer answers it. They are written in the work's own transaction,
// so a quote is never sent without its message, and heard only once both are committed.

export interface WorkMessage {
  conversationId: string;
  senderId: string;
  receiverId: string;
  type: 'QUOTE' | 'QUOTE_ACTION';
  text: string;
  workId: string;
}

/** Writes a work's message and moves the conversation to the top of both lists. */
export async function postWorkMessage(db: Queryable, message: WorkMessage): Promise<void> {
  const [row] = await db.insert(messages).values(message).returning();
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row!.createdAt.toISOString()}::timestamptz)`, updatedAt: new Date() })
    .where(eq(conversations.id, message.conversationId));
  await publishOnCommit(db, [message.senderId, message.receiverId], REALTIME_EVENTS.MESSAGE, toMessage(row!));
}

/**
 * The conversation a business's quote goes to: the general conversation the two already
 * have, or a new one the business starts (with chat's own checks: blocks, and the limit on
 * conversations nobody answered).
 */
export async function conversationForQuote(db: Queryable, businessUserId: string, customerId: string): Promise<string> {
  const { conversation } = await startConversation(db, businessUserId, {
    receiverId: customerId,
    kind: 'GENERAL',
    type: 'CONTRACT',
    startedByTradesperson: true,
  });
  return conversation.id;
}
