import { describe, expect, test } from 'vitest';
import {
  conversationSide,
  otherParticipant,
  conversationsForRole,
  showsAsContract,
  takesPart,
  unseenConversationCount,
  unseenMessageCount,
} from '../src/domain/conversations.js';

const ME = 'me';
const THEM = 'them';

describe('showsAsContract', () => {
  test.each([
    ['sender, started by a tradesperson', ME, THEM, true, true],
    ['sender, started by a customer', ME, THEM, false, false],
    ['receiver, started by a tradesperson', THEM, ME, true, false],
    ['receiver, started by a customer', THEM, ME, false, true],
    ['not in it, started by a tradesperson', THEM, 'other', true, false],
    ['not in it, started by a customer', THEM, 'other', false, false],
  ])('current user is the %s: %s', (_, senderId, receiverId, startedByTradesperson, expected) => {
    expect(showsAsContract({ senderId, receiverId, startedByTradesperson }, ME)).toBe(expected);
  });
});

describe('conversationSide', () => {
  test.each([
    [ME, THEM, true, 'TRADEPERSON'],
    [ME, THEM, false, 'CUSTOMER'],
    [THEM, ME, true, 'CUSTOMER'],
    [THEM, ME, false, 'TRADEPERSON'],
    [THEM, 'other', false, null],
  ] as const)('sender %s, receiver %s, started by tradesperson %s -> %s', (senderId, receiverId, started, side) => {
    const c = { senderId, receiverId, startedByTradesperson: started };
    expect(conversationSide(c, ME)).toBe(side);
    expect(takesPart(c, ME)).toBe(side !== null);
  });
});

describe('conversationsForRole', () => {
  const list = [
    { id: 'a', senderId: ME, receiverId: THEM, startedByTradesperson: true },
    { id: 'b', senderId: ME, receiverId: THEM, startedByTradesperson: false },
    { id: 'c', senderId: THEM, receiverId: ME, startedByTradesperson: true },
    { id: 'd', senderId: THEM, receiverId: ME, startedByTradesperson: false },
    { id: 'e', senderId: THEM, receiverId: 'other', startedByTradesperson: false },
  ];
  test.each([
    ['TRADEPERSON', ['a', 'd']],
    ['CUSTOMER', ['b', 'c']],
  ] as const)('%s mode keeps its own side', (role, ids) => {
    expect(conversationsForRole(list, ME, role).map((c) => c.id)).toEqual(ids);
  });
});

describe('unseen counts', () => {
  const base = { senderId: ME, receiverId: THEM, startedByTradesperson: false };
  const list = [
    { ...base, unseenMessages: 3 },
    { ...base, unseenMessages: 0 },
    { ...base, unseenMessages: null },
    { ...base },
    { ...base, unseenMessages: 2 },
    { ...base, unseenMessages: -1 },
    { ...base, unseenMessages: Number.NaN },
  ];
  test('counts conversations with unseen messages', () => {
    expect(unseenConversationCount(list)).toBe(2);
  });
  test('sums unseen messages, ignoring nonsense values', () => {
    expect(unseenMessageCount(list)).toBe(5);
  });
});

describe('otherParticipant', () => {
  test('is the receiver for the sender and the sender for the receiver', () => {
    const conversation = { senderId: 'ann', receiverId: 'bob' };
    expect(otherParticipant(conversation, 'ann')).toBe('bob');
    expect(otherParticipant(conversation, 'bob')).toBe('ann');
  });
});
