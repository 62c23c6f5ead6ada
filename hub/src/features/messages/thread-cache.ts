import type { Conversation, ConversationDetail, Message } from '@tradeshub/sdk';

// How one open conversation is kept in the query cache: its messages oldest first, merged by
// id from every source (the newest page, older pages, pushed events, our own sends), so a
// message that arrives twice is shown once and a refetch never drops what was loaded.

export interface Thread {
  readonly conversation: Conversation;
  /** Oldest first, each id once. */
  readonly messages: readonly Message[];
  /** The lastMessageId that fetches the page before the oldest loaded one; null when it is the start. */
  readonly olderFrom: string | null;
}

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Adds or replaces messages by id; the receipts only ever move forward (delivered, then seen). */
export function upsertMessages(messages: readonly Message[], incoming: readonly Message[]): Message[] {
  const merged = new Map(messages.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = merged.get(message.id);
    merged.set(
      message.id,
      known ? { ...message, delivered: message.delivered || known.delivered, seen: message.seen || known.seen } : message,
    );
  }
  return [...merged.values()].sort(byTime);
}

/**
 * A fresh newest page merged into what was loaded. When none of the page overlaps what we
 * had and there is more before it, too much arrived meanwhile to join the two without a gap,
 * so the thread restarts from the page.
 */
export function withNewestPage(thread: Thread | undefined, detail: ConversationDetail): Thread {
  const { messages: newest, nextLastMessageId, ...conversation } = detail;
  const lastMessage = newest[0] ?? conversation.lastMessage;
  const fresh: Thread = { conversation: { ...conversation, lastMessage }, messages: [...newest].sort(byTime), olderFrom: nextLastMessageId };
  if (!thread || thread.messages.length === 0) return fresh;
  const known = new Set(thread.messages.map((m) => m.id));
  const joins = newest.some((m) => known.has(m.id)) || nextLastMessageId === null;
  if (!joins) return fresh;
  return { conversation: fresh.conversation, messages: upsertMessages(thread.messages, newest), olderFrom: thread.olderFrom };
}

/** An older page (newest first, as the server sends it) added before what was loaded. */
export function withOlderPage(thread: Thread, page: { items: readonly Message[]; nextCursor: string | null }): Thread {
  const oldest = page.items.at(-1);
  return {
    ...thread,
    messages: upsertMessages(thread.messages, page.items),
    olderFrom: page.nextCursor === null || !oldest ? null : oldest.id,
  };
}

/** One message changed in place (a reaction, a receipt); unknown ids leave the thread as it was. */
export function patchMessage(thread: Thread, messageId: string, patch: Partial<Message>): Thread {
  if (!thread.messages.some((m) => m.id === messageId)) return thread;
  return { ...thread, messages: thread.messages.map((m) => (m.id === messageId ? { ...m, ...patch } : m)) };
}

/**
 * The receiver saw a message: it and every earlier message to them are seen (and so
 * delivered). With no message id, every message to them is.
 */
export function markSeenUpTo(thread: Thread, receiverId: string, messageId?: string): Thread {
  const upTo = messageId ? thread.messages.find((m) => m.id === messageId) : thread.messages.at(-1);
  if (!upTo) return thread;
  let changed = false;
  const messages = thread.messages.map((m) => {
    if (m.receiverId !== receiverId || m.seen || byTime(m, upTo) > 0) return m;
    changed = true;
    return { ...m, seen: true, delivered: true };
  });
  return changed ? { ...thread, messages } : thread;
}

/** The newest message to this user they have not seen yet, or null. */
export function newestUnseenFor(thread: Thread, userId: string): Message | null {
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const message = thread.messages[i]!;
    if (message.receiverId === userId) return message.seen ? null : message;
  }
  return null;
}

interface Unconfirmed {
  readonly text: string;
  readonly attachments: readonly { readonly id: string }[];
  readonly afterMessageId: string | null;
}

/**
 * The sends still to show as pending. The pushed copy of our own message can arrive before
 * the answer to the send; a pending message is hidden once a message of ours with the same
 * text and files appears after the one that was newest when it was sent (each match once).
 */
export function unconfirmed<P extends Unconfirmed>(pending: readonly P[], messages: readonly Message[], userId: string): P[] {
  const used = new Set<string>();
  const key = (text: string, ids: readonly { readonly id: string }[]) => `${text.trim()}\u0000${ids.map((a) => a.id).join(',')}`;
  return pending.filter((p) => {
    const start = p.afterMessageId ? messages.findIndex((m) => m.id === p.afterMessageId) + 1 : 0;
    const match = messages
      .slice(start)
      .find((m) => m.senderId === userId && !used.has(m.id) && key(m.text, m.attachments) === key(p.text, p.attachments));
    if (!match) return true;
    used.add(match.id);
    return false;
  });
}
