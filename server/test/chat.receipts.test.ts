import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { failure } from './clients.js';
import { conversationBetween, openConversation, people, raw, recordingBus, send, type Person } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const events = recordingBus();
let ann: Person;
let bob: Person;
let carol: Person;
let conversationId: string;
let both: string[];

beforeAll(async () => {
  server = await startTestServer({}, { events: events.bus });
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
  conversationId = (await conversationBetween(ann, bob)).id;
  both = [ann.user.id, bob.user.id].sort();
});

const receipt = (messageId: string, senderId: string, conversation = conversationId) => ({
  query: { messageId },
  body: { senderId, conversationId: conversation },
});

describe('delivered, then seen', () => {
  test('the receiver marks delivered once; again changes nothing and tells nobody', async () => {
    const sent = await send(ann, bob, conversationId, 'Hello');
    events.clear();
    const delivered = await bob.client.chat.markAsDelivered(receipt(sent.id, ann.user.id));
    expect(delivered).toMatchObject({ id: sent.id, delivered: true, seen: false });
    expect(await bob.client.chat.markAsDelivered(receipt(sent.id, ann.user.id))).toMatchObject({ delivered: true, seen: false });
    expect(events.summary()).toEqual([['MESSAGE_DELIVERED', both]]);
    expect(events.heard[0]!.data).toEqual({ messageId: sent.id, conversationId });
  });

  test('seen implies delivered, and is idempotent', async () => {
    const sent = await send(ann, bob, conversationId, 'Hello');
    events.clear();
    expect(await bob.client.chat.markAsRead(receipt(sent.id, ann.user.id))).toMatchObject({ delivered: true, seen: true });
    expect(await bob.client.chat.markAsRead(receipt(sent.id, ann.user.id))).toMatchObject({ delivered: true, seen: true });
    expect(await bob.client.chat.markAsDelivered(receipt(sent.id, ann.user.id))).toMatchObject({ delivered: true, seen: true });
    expect(events.summary()).toEqual([['MESSAGE_SEEN', both]]);
    const list = await ann.client.chat.getConversations({ query: { userId: ann.user.id } });
    expect(list.items[0]).toMatchObject({ delivered: true, seen: true });
  });

  test('marked by several calls at once, each is told once and every call answers the message', async () => {
    const sent = await send(ann, bob, conversationId, 'Hello');
    events.clear();
    const delivered = await Promise.all(Array.from({ length: 5 }, () => bob.client.chat.markAsDelivered(receipt(sent.id, ann.user.id))));
    expect(delivered.every((m) => m.id === sent.id && m.delivered)).toBe(true);
    const seen = await Promise.all(Array.from({ length: 5 }, () => bob.client.chat.markAsRead(receipt(sent.id, ann.user.id))));
    expect(seen.every((m) => m.id === sent.id && m.delivered && m.seen)).toBe(true);
    expect(events.summary()).toEqual([
      ['MESSAGE_DELIVERED', both],
      ['MESSAGE_SEEN', both],
    ]);
  });

  test('only the receiver marks; a wrong sender or conversation is 404', async () => {
    const sent = await send(ann, bob, conversationId, 'Hello');
    const other = await conversationBetween(carol, bob);
    const attempts = [
      () => ann.client.chat.markAsRead(receipt(sent.id, ann.user.id)),
      () => carol.client.chat.markAsDelivered(receipt(sent.id, ann.user.id)),
      () => bob.client.chat.markAsRead(receipt(sent.id, carol.user.id)),
      () => bob.client.chat.markAsRead(receipt(sent.id, ann.user.id, other.id)),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt());
      expect([error.status, error.message]).toEqual([404, 'We could not find that message.']);
    }
  });
});

describe('seen-all and unseen counts', () => {
  test('with a mode, the counts keep the conversations that mode lists (the Messages badge)', async () => {
    // Ann and Dan each started a conversation with Bob: there Bob is the tradesperson side.
    // In the one Bob started with Carol he is the customer side.
    const [dan] = await people(server, passwordHash, 'Dan');
    const bobAsking = await conversationBetween(bob, carol);
    const withDan = await conversationBetween(dan!, bob);
    await send(ann, bob, conversationId, 'A quote for the roof, please');
    await send(dan!, bob, withDan.id, 'Are you free on Monday?');
    await send(carol, bob, bobAsking.id, 'Yes, I can fit your boiler');

    const asTradesperson = await bob.client.chat.getUnseenCounts({ query: { mode: 'TRADEPERSON' } });
    expect(asTradesperson.count).toBe(2);
    expect(asTradesperson.items.map((i) => i.conversationId).sort()).toEqual([conversationId, withDan.id].sort());
    expect(await bob.client.chat.getUnseenCounts({ query: { mode: 'CUSTOMER' } })).toEqual({
      count: 1,
      items: [{ conversationId: bobAsking.id, unseenMessages: 1 }],
    });
    expect((await bob.client.chat.getUnseenCounts({ query: {} })).count).toBe(3);
  });

  test('seen-all marks every message to the caller in that conversation, and no others', async () => {
    const withCarol = await conversationBetween(carol, bob);
    for (const text of ['one', 'two', 'three']) await send(ann, bob, conversationId, text);
    await send(bob, ann, conversationId, 'from Bob');
    await send(carol, bob, withCarol.id, 'from Carol');
    expect(await bob.client.chat.getUnseenCounts({ query: {} })).toEqual({
      count: 2,
      items: expect.arrayContaining([
        { conversationId, unseenMessages: 3 },
        { conversationId: withCarol.id, unseenMessages: 1 },
      ]),
    });
    events.clear();

    expect(await bob.client.chat.markAllAsRead({ body: { conversationId } })).toEqual({ conversationId, seenCount: 3 });
    expect(events.summary()).toEqual([['CONVERSATION_SEEN', both]]);
    expect(events.heard[0]!.data).toEqual({ conversationId, seenBy: bob.user.id });
    expect(await bob.client.chat.getUnseenCounts({ query: {} })).toEqual({ count: 1, items: [{ conversationId: withCarol.id, unseenMessages: 1 }] });
    expect((await ann.client.chat.getUnseenCounts({ query: {} })).items).toEqual([{ conversationId, unseenMessages: 1 }]);

    const detail = await openConversation(ann, conversationId);
    expect(detail.messages.filter((m) => m.senderId === ann.user.id).every((m) => m.seen && m.delivered)).toBe(true);

    events.clear();
    expect(await bob.client.chat.markAllAsRead({ body: { conversationId } })).toEqual({ conversationId, seenCount: 0 });
    expect(events.heard).toEqual([]);
  });

  test('seen-all in someone else’s conversation is 404', async () => {
    const error = await failure(carol.client.chat.markAllAsRead({ body: { conversationId } }));
    expect([error.status, error.message]).toEqual([404, 'We could not find that conversation.']);
  });
});

describe('reactions', () => {
  test('the sender sets the sender reaction, the receiver the receiver reaction; null clears', async () => {
    const sent = await send(ann, bob, conversationId, 'Job done!');
    events.clear();
    await ann.client.chat.updateReaction({ body: { messageId: sent.id, reaction: '🎉' } });
    const reacted = await bob.client.chat.updateReaction({ body: { messageId: sent.id, reaction: '👍🏽' } });
    expect(reacted).toMatchObject({ senderReaction: '🎉', receiverReaction: '👍🏽' });
    const cleared = await bob.client.chat.updateReaction({ body: { messageId: sent.id, reaction: null } });
    expect(cleared).toMatchObject({ senderReaction: '🎉', receiverReaction: null });
    expect(events.summary()).toEqual([
      ['MESSAGE_REACTION', both],
      ['MESSAGE_REACTION', both],
      ['MESSAGE_REACTION', both],
    ]);
    expect(events.heard[2]!.data).toEqual({ messageId: sent.id, conversationId, senderReaction: '🎉', receiverReaction: null });
  });

  test('someone outside the conversation cannot react', async () => {
    const sent = await send(ann, bob, conversationId, 'Hi');
    const error = await failure(carol.client.chat.updateReaction({ body: { messageId: sent.id, reaction: '😂' } }));
    expect([error.status, error.message]).toEqual([404, 'We could not find that message.']);
  });

  test('a reaction is one emoji', async () => {
    const sent = await send(ann, bob, conversationId, 'Hi');
    const response = await raw(server, bob, 'PATCH', '/chat-service/message/update-message-reaction', { messageId: sent.id, reaction: 'nice' });
    expect([response.status, response.body.message]).toEqual([400, 'A reaction is a single emoji']);
  });
});

describe('drafts', () => {
  test('one per person and conversation: saved, replaced, read back, discarded', async () => {
    expect(await ann.client.chat.getDraft({ params: { id: conversationId } })).toBeNull();
    await ann.client.chat.saveDraft({ body: { conversationId, text: 'Dear Bob' } });
    const saved = await ann.client.chat.saveDraft({ body: { conversationId, text: 'Dear Bob, about the roof' } });
    expect(saved).toMatchObject({ conversationId, text: 'Dear Bob, about the roof' });
    expect(await ann.client.chat.getDraft({ params: { id: conversationId } })).toEqual(saved);
    expect(await bob.client.chat.getDraft({ params: { id: conversationId } })).toBeNull();

    expect(await ann.client.chat.deleteDraft({ params: { id: conversationId } })).toBeNull();
    expect(await ann.client.chat.getDraft({ params: { id: conversationId } })).toBeNull();
  });

  test('saving blank text discards the draft', async () => {
    await ann.client.chat.saveDraft({ body: { conversationId, text: 'Something' } });
    expect(await ann.client.chat.saveDraft({ body: { conversationId, text: '   ' } })).toBeNull();
    expect(await ann.client.chat.getDraft({ params: { id: conversationId } })).toBeNull();
  });

  test('someone outside the conversation hears 404 for every draft call', async () => {
    const calls = [
      () => raw(server, carol, 'GET', `/chat-service/drafts/${conversationId}`),
      () => raw(server, carol, 'PUT', '/chat-service/drafts/save', { conversationId, text: 'Sneaky' }),
      () => raw(server, carol, 'DELETE', `/chat-service/drafts/${conversationId}`),
    ];
    for (const call of calls) {
      const response = await call();
      expect([response.status, response.body.message]).toEqual([404, 'We could not find that conversation.']);
    }
  });
});
