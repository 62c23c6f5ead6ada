import { describe, expect, it } from 'vitest';
import { allConversations, withMessage, type ConversationPages } from '../conversation-list-cache';
import { ME, SAM, conversation, message } from './fixtures';

const OTHER = '00000000-0000-4000-8000-0000000000c2';

function pages(...items: ReturnType<typeof conversation>[][]): ConversationPages {
  return { pages: items.map((page) => ({ items: page, nextCursor: null })), pageParams: items.map(() => undefined) };
}

describe('the conversation list cache', () => {
  const first = conversation({ id: OTHER, lastMessage: message({ conversationId: OTHER }) });
  const second = conversation({ lastMessage: message() });

  it('moves a conversation with a new message to the top and counts it unseen', () => {
    const arrived = message();
    const next = allConversations(withMessage(pages([first], [second]), arrived, { userId: ME, readingConversationId: null }));
    expect(next.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(next[0]).toMatchObject({ unseenMessages: 1, lastMessage: { id: arrived.id } });
  });

  it('does not count a message as unseen while its thread is being read, nor our own', () => {
    const list = pages([second]);
    const reading = withMessage(list, message(), { userId: ME, readingConversationId: second.id });
    const ours = withMessage(list, message({ senderId: ME, receiverId: SAM }), { userId: ME, readingConversationId: null });
    expect(allConversations(reading)[0]!.unseenMessages).toBe(0);
    expect(allConversations(ours)[0]!.unseenMessages).toBe(0);
  });

  it('counts the same message once however often it arrives', () => {
    const arrived = message();
    const viewer = { userId: ME, readingConversationId: null };
    const twice = withMessage(withMessage(pages([second]), arrived, viewer), { ...arrived, delivered: true }, viewer);
    expect(allConversations(twice)[0]).toMatchObject({ unseenMessages: 1, lastMessage: { delivered: true } });
  });

  it('keeps the newer last message when an older one arrives late', () => {
    const late = { ...message(), createdAt: '2020-01-01T00:00:00.000Z' };
    const list = pages([second]);
    expect(withMessage(list, late, { userId: ME, readingConversationId: null })).toBe(list);
  });
});
