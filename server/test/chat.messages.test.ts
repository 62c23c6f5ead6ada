import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { conversations, messages } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { failure } from './clients.js';
import { block, conversationBetween, makeTradesperson, openConversation, people, raw, recordingBus, send, workBetween, type Person } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const events = recordingBus();
let ann: Person;
let bob: Person;
let carol: Person;
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer({}, { events: events.bus });
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
  conversationId = (await conversationBetween(ann, bob)).id;
  events.clear();
});

describe('sending a message', () => {
  test('reaches both people: the receiver and the sender’s other tabs', async () => {
    const message = await send(ann, bob, conversationId, '  Can you quote for a new boiler?  ');
    expect(message).toMatchObject({
      conversationId,
      senderId: ann.user.id,
      receiverId: bob.user.id,
      type: 'CHAT',
      text: 'Can you quote for a new boiler?',
      delivered: false,
      seen: false,
      senderReaction: null,
      receiverReaction: null,
      attachments: [],
      editedAt: null,
      workId: null,
    });
    expect(events.summary()).toEqual([['MESSAGE', [ann.user.id, bob.user.id].sort()]]);
    expect(events.heard[0]!.data).toEqual(message);
  });

  test('a quote names a real work of the two people', async () => {
    const workId = await workBetween(server, bob.user.id, ann.user.id);
    const quote = await bob.client.chat.createMessage({ body: { conversationId, receiverId: ann.user.id, type: 'QUOTE', text: 'Quote sent', workId } });
    expect(quote).toMatchObject({ type: 'QUOTE', workId });

    const madeUp = await failure(bob.client.chat.createMessage({ body: { conversationId, receiverId: ann.user.id, type: 'QUOTE', text: 'Quote', workId: crypto.randomUUID() } }));
    expect([madeUp.status, madeUp.message]).toEqual([409, 'That quote names no job between you and this customer. Send quotes from Manage Work.']);
    // Bob's work for Carol is not a quote for Ann.
    const carols = await workBetween(server, bob.user.id, carol.user.id);
    expect((await failure(bob.client.chat.createMessage({ body: { conversationId, receiverId: ann.user.id, type: 'QUOTE', text: 'Quote', workId: carols } }))).status).toBe(409);
  });

  test('the receiver must be the other person, never yourself', async () => {
    const self = await failure(send(ann, ann, conversationId, 'Note to self'));
    expect([self.status, self.message]).toEqual([400, 'You cannot send a message to yourself.']);
    const wrong = await failure(send(ann, carol, conversationId, 'Hi Carol'));
    expect([wrong.status, wrong.message]).toEqual([400, 'The receiver must be the other person in this conversation.']);
  });

  test('someone outside the conversation hears 404 and nothing is published', async () => {
    const error = await failure(send(carol, bob, conversationId, 'Let me in'));
    expect([error.status, error.message]).toEqual([404, 'We could not find that conversation.']);
    expect(events.heard).toEqual([]);
  });

  test('blocked either way, nobody can send, edit or react', async () => {
    const sent = await send(ann, bob, conversationId, 'Before the block');
    await block(server, bob.user.id, ann.user.id);
    events.clear();
    const attempts = [
      () => send(ann, bob, conversationId, 'Hello?'),
      () => send(bob, ann, conversationId, 'Hello?'),
      () => ann.client.chat.editMessage({ params: { id: sent.id }, body: { text: 'Changed' } }),
      () => bob.client.chat.updateReaction({ body: { messageId: sent.id, reaction: '👍' } }),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt());
      expect([error.status, error.message]).toEqual([403, 'You cannot message this person.']);
    }
    expect(events.heard).toEqual([]);
  });
});

describe('quotes and quote actions', () => {
  // Ann (a customer) started the conversation with Bob, so Bob is its business side.
  const quoteFrom = (from: Person, to: Person, workId: string, type: 'QUOTE' | 'QUOTE_ACTION' = 'QUOTE') =>
    from.client.chat.createMessage({ body: { conversationId, receiverId: to.user.id, type, text: type === 'QUOTE' ? 'Quote sent' : 'Quote accepted', workId } });

  test('only the business side, with a business account, sends a quote', async () => {
    const customersQuote = await failure(quoteFrom(ann, bob, crypto.randomUUID()));
    expect([customersQuote.status, customersQuote.message]).toEqual([403, 'Only the business in this conversation can send a quote.']);
    const withoutBusiness = await failure(quoteFrom(bob, ann, crypto.randomUUID()));
    expect([withoutBusiness.status, withoutBusiness.message]).toEqual([403, 'Only the business in this conversation can send a quote.']);

    // A tradesperson who wrote to Bob as a customer is still the customer side here.
    await makeTradesperson(server, ann.user.id);
    const annAsCustomer = await failure(quoteFrom(ann, bob, crypto.randomUUID()));
    expect([annAsCustomer.status, annAsCustomer.message]).toEqual([403, 'Only the business in this conversation can send a quote.']);
    expect(events.heard).toEqual([]);
    expect(await server.database.db.select().from(messages)).toEqual([]);
  });

  test('the other side answers a quote sent in the conversation, and only such a quote', async () => {
    const workId = await workBetween(server, bob.user.id, ann.user.id);
    await quoteFrom(bob, ann, workId);

    const ownQuote = await failure(quoteFrom(bob, ann, workId, 'QUOTE_ACTION'));
    expect([ownQuote.status, ownQuote.message]).toEqual([403, 'Only the customer in this conversation can answer a quote.']);
    const madeUp = await failure(quoteFrom(ann, bob, crypto.randomUUID(), 'QUOTE_ACTION'));
    expect([madeUp.status, madeUp.message]).toEqual([
      409,
      'No quote for that work was sent in this conversation. Answer a quote from this conversation.',
    ]);
    // A quote in another conversation with Bob is not one of this conversation's.
    const elsewhere = await ann.client.chat.createConversation({ body: { receiverId: bob.user.id, kind: 'ASSESSMENT' } });
    const otherWork = await workBetween(server, bob.user.id, ann.user.id);
    await bob.client.chat.createMessage({ body: { conversationId: elsewhere.id, receiverId: ann.user.id, type: 'QUOTE', text: 'Other quote', workId: otherWork } });
    const fromElsewhere = await failure(quoteFrom(ann, bob, otherWork, 'QUOTE_ACTION'));
    expect(fromElsewhere.status).toBe(409);

    const accepted = await quoteFrom(ann, bob, workId, 'QUOTE_ACTION');
    expect(accepted).toMatchObject({ type: 'QUOTE_ACTION', workId, senderId: ann.user.id });
  });
});

describe('sending again with the same clientMessageId', () => {
  const withClientId = (from: Person, to: Person, clientMessageId: string, conversation = conversationId) =>
    raw(server, from, 'POST', '/chat-service/message/create-message', { conversationId: conversation, receiverId: to.user.id, text: 'Only once', clientMessageId });

  test('answers the message already sent (200), stores one and tells nobody again', async () => {
    const clientMessageId = crypto.randomUUID();
    const first = await withClientId(ann, bob, clientMessageId);
    const retry = await withClientId(ann, bob, clientMessageId);
    expect([first.status, retry.status, retry.body.message]).toEqual([201, 200, 'This message was already sent.']);
    expect(retry.body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ clientMessageId });
    expect(events.summary()).toEqual([['MESSAGE', [ann.user.id, bob.user.id].sort()]]);
    expect(await server.database.db.select().from(messages)).toHaveLength(1);
  });

  test('several at once still send one message', async () => {
    const clientMessageId = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => withClientId(ann, bob, clientMessageId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => (a.body.data as { id: string }).id)).size).toBe(1);
    expect(events.heard).toHaveLength(1);
  });

  test('the same id from someone else is their own message; reused in another conversation it is refused', async () => {
    const clientMessageId = crypto.randomUUID();
    expect((await withClientId(ann, bob, clientMessageId)).status).toBe(201);
    expect((await withClientId(bob, ann, clientMessageId)).status).toBe(201);
    const other = await conversationBetween(ann, carol);
    const reused = await withClientId(ann, carol, clientMessageId, other.id);
    expect([reused.status, reused.body.message]).toEqual([
      409,
      'That clientMessageId belongs to a message in another conversation. Give each message its own id.',
    ]);
  });
});

test('the conversation’s last activity never goes backwards when an earlier send commits later', async () => {
  // A send that committed first with a later time, as two sends at once can leave it.
  const later = new Date(Date.now() + 60 * 60_000);
  await server.database.db.update(conversations).set({ lastMessageAt: later }).where(eq(conversations.id, conversationId));
  await send(ann, bob, conversationId, 'Started earlier, committed later');
  const [row] = await server.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
  expect(row!.lastMessageAt.toISOString()).toBe(later.toISOString());
});

describe('editing a message', () => {
  test('only its sender edits it, and it is marked edited', async () => {
    const sent = await send(ann, bob, conversationId, 'See you at 9');
    events.clear();
    const edited = await ann.client.chat.editMessage({ params: { id: sent.id }, body: { text: 'See you at 10' } });
    expect(edited.text).toBe('See you at 10');
    expect(edited.editedAt).not.toBeNull();
    expect(events.summary()).toEqual([['MESSAGE', [ann.user.id, bob.user.id].sort()]]);

    for (const other of [bob, carol]) {
      const error = await failure(other.client.chat.editMessage({ params: { id: sent.id }, body: { text: 'Hijacked' } }));
      expect([error.status, error.message]).toEqual([404, 'We could not find that message.']);
    }
  });

  test('the same text changes nothing', async () => {
    const sent = await send(ann, bob, conversationId, 'Same');
    events.clear();
    const unchanged = await ann.client.chat.editMessage({ params: { id: sent.id }, body: { text: 'Same' } });
    expect(unchanged.editedAt).toBeNull();
    expect(events.heard).toEqual([]);
  });

  test('quotes stay as they were sent', async () => {
    const workId = await workBetween(server, bob.user.id, ann.user.id);
    const quote = await bob.client.chat.createMessage({
      body: { conversationId, receiverId: ann.user.id, type: 'QUOTE', text: 'Quote', workId },
    });
    const error = await failure(bob.client.chat.editMessage({ params: { id: quote.id }, body: { text: 'Cheaper quote' } }));
    expect([error.status, error.message]).toEqual([409, 'Only chat messages can be edited; quotes and quote actions stay as sent.']);
  });
});

describe('paging back through messages', () => {
  test('newest first from the conversation, then older ones after lastMessageId, stable when times are equal', async () => {
    const sameTime = new Date('2026-01-05T10:00:00.000Z');
    const rows = Array.from({ length: 7 }, (_, i) => ({
      conversationId,
      senderId: i % 2 ? ann.user.id : bob.user.id,
      receiverId: i % 2 ? bob.user.id : ann.user.id,
      text: `message ${i}`,
      createdAt: i < 5 ? sameTime : new Date(sameTime.getTime() + i * 1000),
    }));
    await server.database.db.insert(messages).values(rows);

    const detail = await openConversation(ann, conversationId);
    expect(detail.messages).toHaveLength(7);
    const newestFirst = detail.messages.map((m) => m.text);
    expect(newestFirst.slice(0, 2)).toEqual(['message 6', 'message 5']);

    const walked = [detail.messages[0]!.text];
    let lastMessageId = detail.messages[0]!.id;
    for (;;) {
      const page = await bob.client.chat.getNextMessages({ query: { conversationId, lastMessageId, limit: 2 } });
      walked.push(...page.items.map((m) => m.text));
      if (!page.nextCursor) break;
      expect(page.nextCursor).toBe(page.items.at(-1)!.id);
      lastMessageId = page.nextCursor;
    }
    expect(walked).toEqual(newestFirst);
    expect(new Set(walked).size).toBe(7);
  });

  test('lastMessageId must be a message of that conversation, and only the two people may read', async () => {
    const sent = await send(ann, bob, conversationId, 'Hello');
    const otherConversation = await conversationBetween(carol, ann);
    const foreign = await failure(ann.client.chat.getNextMessages({ query: { conversationId: otherConversation.id, lastMessageId: sent.id } }));
    expect([foreign.status, foreign.message]).toEqual([404, 'We could not find that message.']);
    const outsider = await failure(carol.client.chat.getNextMessages({ query: { conversationId, lastMessageId: sent.id } }));
    expect([outsider.status, outsider.message]).toEqual([404, 'We could not find that conversation.']);
  });

  test('the sdk refuses a call without both ids before sending it', async () => {
    const error = await failure(ann.client.chat.getNextMessages({ query: { conversationId, lastMessageId: '' } }));
    expect(error.status).toBe(400);
  });
});

test('sending discards the sender’s draft, not the other person’s', async () => {
  await ann.client.chat.saveDraft({ body: { conversationId, text: 'Half a thought' } });
  await bob.client.chat.saveDraft({ body: { conversationId, text: 'Bob is typing' } });
  await send(ann, bob, conversationId, 'A whole thought');
  expect((await raw(server, ann, 'GET', `/chat-service/drafts/${conversationId}`)).body.data).toBeNull();
  expect((await bob.client.chat.getDraft({ params: { id: conversationId } }))?.text).toBe('Bob is typing');
});

test('a message kept in the database matches what was answered', async () => {
  const sent = await send(ann, bob, conversationId, 'Stored');
  const [row] = await server.database.db.select().from(messages).where(eq(messages.id, sent.id));
  expect(row).toMatchObject({ text: 'Stored', seenAt: null, deliveredAt: null });
});
