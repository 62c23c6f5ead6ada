import type { ViewerRole } from './notification-counting.js';

// Which side of a conversation the current user is on (spec sections 4 and 5). The sender
// is whoever started the conversation, so startedByTradesperson tells the sides apart.

/** The fields of a conversation these rules read. */
export interface ConversationSides {
  readonly senderId: string;
  readonly receiverId: string;
  readonly startedByTradesperson: boolean;
  /** Messages the current user has not seen yet. */
  readonly unseenMessages?: number | null;
}

/** Whether the user is one of the two people in the conversation. */
export function takesPart(conversation: ConversationSides, userId: string): boolean {
  return conversation.senderId === userId || conversation.receiverId === userId;
}

/**
 * The other person in a conversation the user takes part in.
 * @example otherParticipant({ senderId: 'a', receiverId: 'b' }, 'a') // 'b'
 */
export function otherParticipant(conversation: Pick<ConversationSides, 'senderId' | 'receiverId'>, userId: string): string {
  return conversation.senderId === userId ? conversation.receiverId : conversation.senderId;
}

/**
 * Whether the conversation shows as a contract to this user: they are the sender of a
 * conversation a tradesperson started, or the receiver of one a customer started; that
 * is, they are its tradesperson side.
 * @example showsAsContract({ senderId: 'a', receiverId: 'b', startedByTradesperson: true }, 'a') // true
 */
export function showsAsContract(conversation: ConversationSides, userId: string): boolean {
  if (conversation.startedByTradesperson) return conversation.senderId === userId;
  return conversation.receiverId === userId;
}

/** The side of the conversation this user is on, or null when they take no part. */
export function conversationSide(conversation: ConversationSides, userId: string): ViewerRole | null {
  if (!takesPart(conversation, userId)) return null;
  return showsAsContract(conversation, userId) ? 'TRADEPERSON' : 'CUSTOMER';
}

/**
 * The chat list for a mode: business mode keeps the conversations where the user is the
 * tradesperson side, customer mode those where they are the customer side.
 */
export function conversationsForRole<C extends ConversationSides>(
  conversations: readonly C[],
  userId: string,
  role: ViewerRole,
): C[] {
  return conversations.filter((c) => conversationSide(c, userId) === role);
}

function unseenIn(conversation: ConversationSides): number {
  const unseen = conversation.unseenMessages ?? 0;
  return Number.isFinite(unseen) && unseen > 0 ? unseen : 0;
}

/** How many conversations have at least one unseen message (the messages badge). */
export function unseenConversationCount(conversations: readonly ConversationSides[]): number {
  return conversations.filter((c) => unseenIn(c) > 0).length;
}

/** How many unseen messages there are across the conversations. */
export function unseenMessageCount(conversations: readonly ConversationSides[]): number {
  return conversations.reduce((sum, c) => sum + unseenIn(c), 0);
}
