import { describe, expect, test } from 'vitest';
import {
  conversationKindNeedsPost,
  isEditableMessageType,
  isSingleEmoji,
  messageHasContent,
  messageTypeNeedsWork,
  messageTypeProblem,
  reactionFieldFor,
} from '../src/domain/chat-messages.js';
import { chatContracts } from '../src/contracts/chat.js';

describe('chat message rules', () => {
  test.each(['👍', '👍🏽', '❤️', '👨‍👩‍👧', '🇬🇧', '😂'])('%s is one emoji', (reaction) => {
    expect(isSingleEmoji(reaction)).toBe(true);
  });

  test.each(['', 'ok', '👍👍', 'a👍', '1', '<script>'])('%j is not one emoji', (reaction) => {
    expect(isSingleEmoji(reaction)).toBe(false);
  });

  test('only chat messages are editable; quotes and quote actions name their work', () => {
    expect([isEditableMessageType('CHAT'), isEditableMessageType('QUOTE'), isEditableMessageType('QUOTE_ACTION')]).toEqual([true, false, false]);
    expect([messageTypeNeedsWork('CHAT'), messageTypeNeedsWork('QUOTE'), messageTypeNeedsWork('QUOTE_ACTION')]).toEqual([false, true, true]);
  });

  test('only job request conversations name a post', () => {
    expect([conversationKindNeedsPost('GENERAL'), conversationKindNeedsPost('JOB_REQUEST'), conversationKindNeedsPost('ASSESSMENT')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  test('a message needs text or an attachment', () => {
    expect(messageHasContent('  ', 0)).toBe(false);
    expect(messageHasContent('', 1)).toBe(true);
    expect(messageHasContent('Hello', 0)).toBe(true);
  });

  test('the sender sets the sender reaction and the receiver the receiver reaction', () => {
    const message = { senderId: 'ann', receiverId: 'bob' };
    expect(reactionFieldFor(message, 'ann')).toBe('senderReaction');
    expect(reactionFieldFor(message, 'bob')).toBe('receiverReaction');
    expect(reactionFieldFor(message, 'eve')).toBeNull();
  });
});

describe('who may send quotes and quote actions', () => {
  // Tracy (a business) started this conversation as her business, so she is its tradesperson side.
  const byBusiness = { senderId: 'tracy', receiverId: 'carl', startedByTradesperson: true };
  // Carl (a customer) started this one, so Tracy, the receiver, is its tradesperson side.
  const byCustomer = { senderId: 'carl', receiverId: 'tracy', startedByTradesperson: false };
  const tracy = { id: 'tracy', role: 'TRADEPERSON' } as const;
  const carl = { id: 'carl', role: 'CUSTOMER' } as const;

  test('a quote comes from the business side, with a business account', () => {
    expect(messageTypeProblem('QUOTE', byBusiness, tracy)).toBeNull();
    expect(messageTypeProblem('QUOTE', byCustomer, tracy)).toBeNull();
    expect(messageTypeProblem('QUOTE', byBusiness, carl)).toBe('Only the business in this conversation can send a quote.');
    expect(messageTypeProblem('QUOTE', { ...byCustomer, receiverId: 'carl2' }, { id: 'carl2', role: 'CUSTOMER' })).toBe(
      'Only the business in this conversation can send a quote.',
    );
  });

  test('a quote action comes from the other side; chat messages from anyone in it', () => {
    expect(messageTypeProblem('QUOTE_ACTION', byBusiness, carl)).toBeNull();
    expect(messageTypeProblem('QUOTE_ACTION', byBusiness, tracy)).toBe('Only the customer in this conversation can answer a quote.');
    expect(messageTypeProblem('CHAT', byBusiness, carl)).toBeNull();
    expect(messageTypeProblem('CHAT', byBusiness, tracy)).toBeNull();
  });
});

describe('chat contracts say what is wrong', () => {
  const conversationId = crypto.randomUUID();
  const receiverId = crypto.randomUUID();

  test('a message without text or files', () => {
    const result = chatContracts.createMessage.body.safeParse({ conversationId, receiverId, text: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Enter a message or attach a file');
  });

  test('a message with only a file is fine, and defaults to a chat message', () => {
    const result = chatContracts.createMessage.body.parse({ conversationId, receiverId, attachmentIds: [crypto.randomUUID()] });
    expect(result).toMatchObject({ type: 'CHAT', text: '' });
  });

  test('a quote without its work, and a chat message with one', () => {
    const quote = chatContracts.createMessage.body.safeParse({ conversationId, receiverId, text: 'Quote', type: 'QUOTE' });
    expect(quote.error?.issues[0]?.message).toBe('Quotes and quote actions name their work, and chat messages do not');
    const chat = chatContracts.createMessage.body.safeParse({ conversationId, receiverId, text: 'Hi', workId: crypto.randomUUID() });
    expect(chat.success).toBe(false);
  });

  test('the same file twice, and too many files', () => {
    const id = crypto.randomUUID();
    const twice = chatContracts.createMessage.body.safeParse({ conversationId, receiverId, attachmentIds: [id, id] });
    expect(twice.error?.issues[0]?.message).toBe('Each file can be attached once');
    const many = Array.from({ length: 11 }, () => crypto.randomUUID());
    const tooMany = chatContracts.createMessage.body.safeParse({ conversationId, receiverId, attachmentIds: many });
    expect(tooMany.error?.issues[0]?.message).toBe('A message can carry up to 10 files');
  });

  test('a client message id is a UUID', () => {
    const body = chatContracts.createMessage.body;
    expect(body.parse({ conversationId, receiverId, text: 'Hi', clientMessageId: conversationId }).clientMessageId).toBe(conversationId);
    expect(body.safeParse({ conversationId, receiverId, text: 'Hi', clientMessageId: 'tmp-1' }).success).toBe(false);
  });

  test('a job request conversation names its post, others do not', () => {
    const body = chatContracts.createConversation.body;
    expect(body.safeParse({ receiverId, kind: 'JOB_REQUEST' }).error?.issues[0]?.message).toBe(
      'A job request conversation names its post, and only a job request conversation does',
    );
    expect(body.safeParse({ receiverId, kind: 'GENERAL', postId: crypto.randomUUID() }).success).toBe(false);
    expect(body.parse({ receiverId })).toMatchObject({ kind: 'GENERAL', type: 'CHAT' });
  });

  test('a reaction must be one emoji; null clears it', () => {
    const body = chatContracts.updateReaction.body;
    const messageId = crypto.randomUUID();
    expect(body.safeParse({ messageId, reaction: 'lol' }).error?.issues[0]?.message).toBe('A reaction is a single emoji');
    expect(body.parse({ messageId, reaction: null }).reaction).toBeNull();
    expect(body.parse({ messageId, reaction: ' 👍 ' }).reaction).toBe('👍');
  });

  test('a long reaction is refused for its length alone, before any emoji check', () => {
    // The emoji check segments graphemes; on 60,000 characters it held the server for seconds.
    const result = chatContracts.updateReaction.body.safeParse({ messageId: crypto.randomUUID(), reaction: 'x'.repeat(60_000) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['A reaction is a single emoji']);
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });
});
