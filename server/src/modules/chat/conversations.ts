import { and, count, eq, getTableColumns, gt, not, sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE_LIMIT,
  MAX_UNANSWERED_CONVERSATIONS_PER_DAY,
  type Conversation,
  type ConversationDetail,
  type ConversationKind,
  type ConversationType,
  type Message,
  type Role,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { conversations, messages, userBlocks, users } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors.js';
import { afterCursor, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { viewerModeOf } from '../notifications/viewer-mode.js';
import { isBlockedBetween } from '../user/blocks.js';
import { conversationsFor, conversationView, newestMessagesFirst, withAttachments } from './queries.js';
import { conversationFor, hasWritten, involving, type ConversationRow } from './participants.js';

/** The sentence a blocked pair hears, whichever side blocked (never revealed). */
export const BLOCKED_MESSAGE = 'You cannot message this person.';

export async function refuseIfBlocked(db: Queryable, a: string, b: string): Promise<void> {
  if (await isBlockedBetween(db, a, b)) throw forbidden(BLOCKED_MESSAGE);
}

/** Whether either person in the conversation blocked the other. */
const blockedBetweenParticipants = sql<boolean>`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${conversations.senderId} and ${userBlocks.blockedId} = ${conversations.receiverId}) or (${userBlocks.blockerId} = ${conversations.receiverId} and ${userBlocks.blockedId} = ${conversations.senderId}))`;

/**
 * A conversation the user may write in, with the user's role, in one query: anyone outside
 * it hears 404, and a blocked pair hears BLOCKED_MESSAGE.
 */
export async function conversationToWriteIn(db: Queryable, userId: string, conversationId: string): Promise<ConversationRow & { writerRole: Role }> {
  const [row] = await db
    .select({
      ...getTableColumns(conversations),
      blocked: blockedBetweenParticipants,
      writerRole: sql<Role>`(select ${users.role} from ${users} where ${users.id} = ${userId})`,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), involving(userId)))
    .limit(1);
  if (!row) throw notFound('conversation');
  const { blocked, ...conversation } = row;
  if (blocked) throw forbidden(BLOCKED_MESSAGE);
  return conversation;
}

/** Conversations the user started in the last day that the other person has not answered. */
async function unansweredStartedToday(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ started: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.senderId, userId),
        gt(conversations.createdAt, sql`now() - interval '1 day'`),
        not(hasWritten(conversations.receiverId)),
      ),
    );
  return Number(row?.started ?? 0);
}

const TOO_MANY_UNANSWERED = `You have started ${MAX_UNANSWERED_CONVERSATIONS_PER_DAY} conversations in the last day that nobody has answered yet. Wait for replies, or try again tomorrow.`;

export interface ConversationRequest {
  receiverId: string;
  kind: ConversationKind;
  type: ConversationType;
  postId?: string | undefined;
  startedByTradesperson?: boolean | undefined;
}

const NO_POST = '00000000-0000-0000-0000-000000000000';

/** The conversation between two people for a kind and post, whichever of them started it. */
async function findBetween(db: Queryable, a: string, b: string, kind: ConversationKind, postId: string | null) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        sql`least(${conversations.senderId}, ${conversations.receiverId}) = least(${a}::uuid, ${b}::uuid)`,
        sql`greatest(${conversations.senderId}, ${conversations.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`,
        eq(conversations.kind, kind),
        sql`coalesce(${conversations.postId}, ${NO_POST}::uuid) = ${postId ?? NO_POST}::uuid`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the caller starts it as their business: only someone with a business may; by default, the mode they use. */
async function startsAsTradesperson(db: Queryable, userId: string, requested: boolean | undefined): Promise<boolean> {
  const mode = await viewerModeOf(db, userId);
  if (requested === undefined) return mode === 'TRADEPERSON';
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (requested && user?.role !== 'TRADEPERSON') {
    throw forbidden('Only a business can start a conversation as a tradesperson. Register your business first.');
  }
  return requested;
}

/**
 * Starts a conversation, or answers the one the two people already have for this kind and
 * post (the unique index settles a race between them). Someone who has started
 * MAX_UNANSWERED_CONVERSATIONS_PER_DAY conversations in the last day that nobody answered
 * hears 429 until a reply comes or a day passes: starting one is free, so this is what keeps
 * one account from opening conversations with everyone (job request posts are not checked yet).
 */
export async function startConversation(
  db: Queryable,
  senderId: string,
  request: ConversationRequest,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (request.receiverId === senderId) throw badRequest('You cannot start a conversation with yourself.');
  const [receiver] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.receiverId)).limit(1);
  if (!receiver) throw notFound('user');
  await refuseIfBlocked(db, senderId, receiver.id);
  const postId = request.postId ?? null;
  const existing = await findBetween(db, senderId, receiver.id, request.kind, postId);
  if (existing) return { conversation: await conversationView(db, senderId, existing), created: false };

  const startedByTradesperson = await startsAsTradesperson(db, senderId, request.startedByTradesperson);
  // One start at a time per person, so the count of unanswered ones cannot be raced past.
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-start|${senderId}`}))`);
    if ((await unansweredStartedToday(tx, senderId)) >= MAX_UNANSWERED_CONVERSATIONS_PER_DAY) throw tooManyRequests(TOO_MANY_UNANSWERED);
    const now = new Date();
    const [row] = await tx
      .insert(conversations)
      .values({
        senderId,
        receiverId: receiver.id,
        kind: request.kind,
        type: request.type,
        postId,
        startedByTradesperson,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  const row = inserted ?? (await findBetween(db, senderId, receiver.id, request.kind, postId));
  if (!row) throw notFound('conversation');
  return { conversation: await conversationView(db, senderId, row), created: inserted !== undefined };
}

/** The caller's conversations, most recently active first. */
export async function listConversations(
  db: Queryable,
  viewerId: string,
  userId: string,
  page: PageRequest,
): Promise<Page<Conversation>> {
  if (userId !== viewerId) throw new AppError(404, 'NOT_FOUND', 'You can only list your own conversations.');
  const cursor = page.cursor ? decodePageCursor(page.cursor, 'conversations') : null;
  const rows = await db
    .select()
    .from(conversations)
    .where(
      and(
        involving(viewerId),
        afterCursor(sql<Date>`${conversations.lastMessageAt}`, conversations.id, cursor),
      ),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
    .limit(page.limit + 1);
  const kept = toPage(rows, page.limit, (row) => ({ createdAt: row.lastMessageAt, id: row.id }), (row) => row);
  return { items: await conversationsFor(db, viewerId, kept.items), nextCursor: kept.nextCursor };
}

/** Messages of a conversation newest first, older than `before` when given, with the next lastMessageId. */
export async function messagePage(
  db: Queryable,
  conversation: ConversationRow,
  before: string | null,
  limit: number,
): Promise<Page<Message>> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        before
          ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${before}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestMessagesFirst)
    .limit(limit + 1);
  const kept = rows.slice(0, limit);
  return {
    items: await withAttachments(db, kept),
    nextCursor: rows.length > limit ? (kept.at(-1)?.id ?? null) : null,
  };
}

/** A conversation the caller takes part in, with its newest messages. */
export async function conversationDetail(db: Queryable, viewerId: string, conversationId: string): Promise<ConversationDetail> {
  const row = await conversationFor(db, viewerId, conversationId);
  const [conversation, page] = await Promise.all([
    conversationView(db, viewerId, row),
    messagePage(db, row, null, DEFAULT_PAGE_LIMIT),
  ]);
  return { ...conversation, messages: page.items, nextLastMessageId: page.nextCursor };
}

/** Older messages: those before lastMessageId, which must be a message of this conversation. */
export async function nextMessages(
  db: Queryable,
  viewerId: string,
  query: { conversationId: string; lastMessageId: string; limit: number },
) {
  const conversation = await conversationFor(db, viewerId, query.conversationId);
  const [last] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, query.lastMessageId), eq(messages.conversationId, conversation.id)))
    .limit(1);
  if (!last) throw notFound('message');
  return messagePage(db, conversation, last.id, query.limit);
}
