import type { Conversation, ConversationDetail, Message } from '@tradeshub/sdk';

export const ME = '00000000-0000-4000-8000-00000000000a';
export const SAM = '00000000-0000-4000-8000-00000000000b';
export const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

let sequence = 0;
/** Message ids and times that sort in the order they are made. */
export function message(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-9000-${n}`,
    conversationId: CONVERSATION,
    senderId: SAM,
    receiverId: ME,
    type: 'CHAT',
    text: `Message ${sequence}`,
    workId: null,
    delivered: false,
    seen: false,
    senderReaction: null,
    receiverReaction: null,
    attachments: [],
    editedAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 5, 9, 0, sequence)).toISOString(),
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION,
    senderId: ME,
    receiverId: SAM,
    type: 'CHAT',
    kind: 'GENERAL',
    startedByTradesperson: false,
    delivered: false,
    seen: false,
    unseenMessages: 0,
    userProfile: { id: SAM, firstName: 'Sam', lastName: 'Clarke', profileImageUrl: null, role: 'TRADEPERSON' },
    lastMessage: null,
    postId: null,
    workId: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A conversation opened on its own: messages newest first, as the server sends them. */
export function detail(messages: Message[], nextLastMessageId: string | null = null, overrides: Partial<Conversation> = {}): ConversationDetail {
  const newestFirst = [...messages].reverse();
  return { ...conversation({ lastMessage: newestFirst[0] ?? null, ...overrides }), messages: newestFirst, nextLastMessageId };
}
