import { and, eq } from 'drizzle-orm';
import type { Draft } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { messageDrafts } from '../../db/schema/index.js';
import { conversationFor } from './participants.js';

// One draft per person and conversation: the unsent text of their message box. Only the
// people in the conversation have drafts in it; anyone else hears 404.

const toDraft = (row: typeof messageDrafts.$inferSelect): Draft => ({
  conversationId: row.conversationId,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

const draftOf = (conversationId: string, userId: string) =>
  and(eq(messageDrafts.conversationId, conversationId), eq(messageDrafts.userId, userId));

export async function getDraft(db: Queryable, userId: string, conversationId: string): Promise<Draft | null> {
  const conversation = await conversationFor(db, userId, conversationId);
  const [row] = await db.select().from(messageDrafts).where(draftOf(conversation.id, userId)).limit(1);
  return row ? toDraft(row) : null;
}

/** Saves the draft, replacing the last one; blank text discards it and answers null. */
export async function saveDraft(db: Queryable, userId: string, conversationId: string, text: string): Promise<Draft | null> {
  const conversation = await conversationFor(db, userId, conversationId);
  if (text.trim() === '') {
    await db.delete(messageDrafts).where(draftOf(conversation.id, userId));
    return null;
  }
  const updatedAt = new Date();
  const [row] = await db
    .insert(messageDrafts)
    .values({ conversationId: conversation.id, userId, text, updatedAt })
    .onConflictDoUpdate({ target: [messageDrafts.conversationId, messageDrafts.userId], set: { text, updatedAt } })
    .returning();
  return toDraft(row!);
}

/** Discards the draft; discarding none is fine. */
export async function deleteDraft(db: Queryable, userId: string, conversationId: string): Promise<void> {
  const conversation = await conversationFor(db, userId, conversationId);
  await db.delete(messageDrafts).where(draftOf(conversation.id, userId));
}
