import { conversationSide, type ConversationSides } from './conversations.js';
import type { ConversationKind, MessageType, Role } from './statuses.js';

// The rules of chat messages the server enforces and the hub follows (issue 6).

/** The longest message text and draft, in characters. */
export const MAX_MESSAGE_TEXT = 5000;

/** Only chat messages can be edited; quotes and quote actions stay as they were sent. */
export const EDITABLE_MESSAGE_TYPES = ['CHAT'] as const satisfies readonly MessageType[];

export function isEditableMessageType(type: MessageType): boolean {
  return (EDITABLE_MESSAGE_TYPES as readonly MessageType[]).includes(type);
}

/** Quotes and quote actions are about a piece of work and must name it. */
export function messageTypeNeedsWork(type: MessageType): boolean {
  return type === 'QUOTE' || type === 'QUOTE_ACTION';
}

/**
 * How many conversations one person may start in a day with people who have not answered
 * them (yet). Conversations someone replied in do not count; past it, starting one is refused.
 */
export const MAX_UNANSWERED_CONVERSATIONS_PER_DAY = 50;

/**
 * Why this person may not send a message of this type in the conversation, or null when they
 * may. A quote comes from the business in the conversation (its tradesperson side, with a
 * business account); a quote action answers one, so it comes from the other side. That a
 * quote action names a quote sent in the conversation is checked against the messages.
 */
export function messageTypeProblem(
  type: MessageType,
  conversation: ConversationSides,
  sender: { readonly id: string; readonly role: Role },
): string | null {
  const side = conversationSide(conversation, sender.id);
  if (type === 'QUOTE' && (side !== 'TRADEPERSON' || sender.role !== 'TRADEPERSON')) {
    return 'Only the business in this conversation can send a quote.';
  }
  if (type === 'QUOTE_ACTION' && side !== 'CUSTOMER') return 'Only the customer in this conversation can answer a quote.';
  return null;
}

/** A conversation about a job request is about one post and must name it; others name none. */
export function conversationKindNeedsPost(kind: ConversationKind): boolean {
  return kind === 'JOB_REQUEST';
}

/** A message has something to send: some text or at least one attachment. */
export function messageHasContent(text: string, attachmentCount: number): boolean {
  return text.trim().length > 0 || attachmentCount > 0;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * The most UTF-16 units one emoji takes: the longest family and flag sequences, with their
 * joiners and variation selectors, fit in 32. Anything longer is not one emoji, and is
 * refused before the costly grapheme check runs.
 */
export const MAX_REACTION_LENGTH = 32;

/**
 * Whether a reaction is one emoji: a single grapheme (with its skin tone, joiners and
 * variation selectors) that is pictographic. Segmenting grows faster than its input, so a
 * long string is refused by its length and at most two graphemes are ever looked at.
 * @example isSingleEmoji('👍🏽') // true; isSingleEmoji('ok') // false
 */
export function isSingleEmoji(reaction: string): boolean {
  if (reaction.length === 0 || reaction.length > MAX_REACTION_LENGTH) return false;
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(reaction)[Symbol.iterator]();
  const first = graphemes.next();
  return !first.done && graphemes.next().done === true && PICTOGRAPHIC.test(reaction);
}

/** Which reaction field a user sets on a message: the sender's or the receiver's; null when neither. */
export function reactionFieldFor(
  message: { readonly senderId: string; readonly receiverId: string },
  userId: string,
): 'senderReaction' | 'receiverReaction' | null {
  if (message.senderId === userId) return 'senderReaction';
  if (message.receiverId === userId) return 'receiverReaction';
  return null;
}
