import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MAX_UNANSWERED_CONVERSATIONS_PER_DAY } from '@tradeshub/sdk';
import { conversations } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { conversationPartnerIds } from '../src/modules/chat/service.js';
import { failure } from './clients.js';
import { block, conversationBetween, makeTradesperson, openConversation, people, raw, recordingBus, send, type Person } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const events = recordingBus();
let ann: Person;
let bob: Person;
let carol: Person;

beforeAll(async () => {
  server = await startTestServer({}, { events: events.bus });
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
});

describe('starting a conversation', () => {
  test('answers the one the two people already have, whoever asks, instead of a duplicate', async () => {
    const first = await conversationBetween(ann, bob);
    expect(first).toMatchObject({ senderId: ann.user.id, receiverId: bob.user.id, kind: 'GENERAL', type: 'CHAT', unseenMessages: 0, lastMessage: null });
    expect(first.userProfile).toEqual({ id: bob.user.id, firstName: 'Bob', lastName: 'Tester', profileImageUrl: null, role: 'CUSTOMER' });
    expect((await conversationBetween(ann, bob)).id).toBe(first.id);
    const fromBob = await conversationBetween(bob, ann);
    expect(fromBob.id).toBe(first.id);
    expect(fromBob.userProfile.id).toBe(ann.user.id);
  });

  test('a different kind or post is a different conversation', async () => {
    const general = await conversationBetween(ann, bob);
    const postA = crypto.randomUUID();
    const jobA = await ann.client.chat.createConversation({ body: { receiverId: bob.user.id, kind: 'JOB_REQUEST', postId: postA } });
    const jobB = await ann.client.chat.createConversation({ body: { receiverId: bob.user.id, kind: 'JOB_REQUEST', postId: crypto.randomUUID() } });
    const assessment = await ann.client.chat.createConversation({ body: { receiverId: bob.user.id, kind: 'ASSESSMENT' } });
    expect(new Set([general.id, jobA.id, jobB.id, assessment.id]).size).toBe(4);
    expect(jobA.postId).toBe(postA);
    const again = await bob.client.chat.createConversation({ body: { receiverId: ann.user.id, kind: 'JOB_REQUEST', postId: postA } });
    expect(again.id).toBe(jobA.id);
  });

  test('two people asking at once still share one conversation', async () => {
    const [a, b] = await Promise.all([conversationBetween(ann, bob), conversationBetween(bob, ann)]);
    expect(a.id).toBe(b.id);
  });

  test('refuses yourself, an unknown person, and anyone blocked either way', async () => {
    const self = await failure(conversationBetween(ann, ann));
    expect([self.status, self.message]).toEqual([400, 'You cannot start a conversation with yourself.']);
    const unknown = await failure(ann.client.chat.createConversation({ body: { receiverId: crypto.randomUUID() } }));
    expect([unknown.status, unknown.message]).toEqual([404, 'We could not find that user.']);
    await block(server, bob.user.id, ann.user.id);
    for (const [from, to] of [[ann, bob], [bob, ann]] as const) {
      const blocked = await failure(conversationBetween(from, to));
      expect([blocked.status, blocked.message]).toEqual([403, 'You cannot message this person.']);
    }
  });

  test('only someone with a business starts one as a tradesperson; by default their mode decides', async () => {
    const refused = await failure(ann.client.chat.createConversation({ body: { receiverId: bob.user.id, startedByTradesperson: true } }));
    expect([refused.status, refused.message]).toEqual([403, 'Only a business can start a conversation as a tradesperson. Register your business first.']);
    expect((await conversationBetween(ann, bob)).startedByTradesperson).toBe(false);

    await makeTradesperson(server, carol.user.id);
    const asBusiness = await carol.client.chat.createConversation({ body: { receiverId: ann.user.id, startedByTradesperson: true } });
    expect(asBusiness.startedByTradesperson).toBe(true);
  });
});

describe('listing conversations', () => {
  test('most recently active first, each with the other person, the last message and my unseen count', async () => {
    const withBob = await conversationBetween(ann, bob);
    const withCarol = await conversationBetween(carol, ann);
    await send(bob, ann, withBob.id, 'Hello Ann');
    await send(bob, ann, withBob.id, 'Are you there?');
    await send(carol, ann, withCarol.id, 'Quote attached');

    const page = await ann.client.chat.getConversations({ query: { userId: ann.user.id } });
    expect(page.items.map((c) => [c.userProfile.firstName, c.lastMessage?.text, c.unseenMessages])).toEqual([
      ['Carol', 'Quote attached', 1],
      ['Bob', 'Are you there?', 2],
    ]);
    expect(page.nextCursor).toBeNull();

    await send(ann, bob, withBob.id, 'Yes!');
    const again = await ann.client.chat.getConversations({ query: { userId: ann.user.id } });
    expect(again.items[0]).toMatchObject({ id: withBob.id, unseenMessages: 2, delivered: false, seen: false });
    const bobs = await bob.client.chat.getConversations({ query: { userId: bob.user.id } });
    expect(bobs.items.map((c) => [c.userProfile.firstName, c.unseenMessages])).toEqual([['Ann', 1]]);
  });

  test('pages by cursor without repeats or gaps', async () => {
    const others = await people(server, passwordHash, 'Dan', 'Eve', 'Fay', 'Gus', 'Hal');
    for (const other of others) await conversationBetween(other, ann);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ann.client.chat.getConversations({ query: { userId: ann.user.id, limit: 2, ...(cursor ? { cursor } : {}) } });
      seen.push(...page.items.map((c) => c.userProfile.firstName));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Hal', 'Gus', 'Fay', 'Eve', 'Dan']);
  });

  test("someone else's list is not shown", async () => {
    await conversationBetween(ann, bob);
    const error = await raw(server, carol, 'GET', `/chat-service/message?userId=${ann.user.id}`);
    expect([error.status, error.body.message]).toEqual([404, 'You can only list your own conversations.']);
  });
});

describe('one conversation by id', () => {
  test('the two people read it; anyone else hears 404', async () => {
    const conversation = await conversationBetween(ann, bob);
    await send(ann, bob, conversation.id, 'Hi Bob');
    const detail = await openConversation(bob, conversation.id);
    expect(detail).toMatchObject({ id: conversation.id, unseenMessages: 1, nextLastMessageId: null });
    expect(detail.messages.map((m) => m.text)).toEqual(['Hi Bob']);
    const error = await raw(server, carol, 'GET', `/chat-service/message/get-conversation-by-id/${conversation.id}`);
    expect([error.status, error.body.message]).toEqual([404, 'We could not find that conversation.']);
  });
});

describe('conversation partners (who hears my presence)', () => {
  const partnersOf = async (person: Person) => (await conversationPartnerIds(server.database.db, person.user.id)).sort();

  test('an empty conversation, or one only one side wrote in, makes nobody a partner', async () => {
    const withBob = await conversationBetween(ann, bob);
    await conversationBetween(carol, ann);
    expect([await partnersOf(ann), await partnersOf(bob), await partnersOf(carol)]).toEqual([[], [], []]);
    await send(ann, bob, withBob.id, 'Hello?');
    await send(ann, bob, withBob.id, 'Anyone there?');
    expect([await partnersOf(ann), await partnersOf(bob)]).toEqual([[], []]);
  });

  test('once both have written they are partners, each once however many conversations', async () => {
    const withBob = await conversationBetween(ann, bob);
    const assessment = await ann.client.chat.createConversation({ body: { receiverId: bob.user.id, kind: 'ASSESSMENT' } });
    const withCarol = await conversationBetween(carol, ann);
    for (const conversation of [withBob, assessment]) {
      await send(ann, bob, conversation.id, 'Hello');
      await send(bob, ann, conversation.id, 'Hi Ann');
    }
    await send(carol, ann, withCarol.id, 'Quote attached');
    expect(await partnersOf(ann)).toEqual([bob.user.id]);
    expect(await partnersOf(bob)).toEqual([ann.user.id]);

    await send(ann, carol, withCarol.id, 'Thanks');
    expect(await partnersOf(ann)).toEqual([bob.user.id, carol.user.id].sort());
    expect(await partnersOf(carol)).toEqual([ann.user.id]);
  });
});

describe('starting conversations nobody answers', () => {
  /** `count` job request conversations Ann started with Bob `hoursAgo`, which Bob never answered. */
  const unanswered = (count: number, hoursAgo = 1) => {
    const at = new Date(Date.now() - hoursAgo * 60 * 60_000);
    return server.database.db
      .insert(conversations)
      .values(
        Array.from({ length: count }, () => ({
          senderId: ann.user.id,
          receiverId: bob.user.id,
          kind: 'JOB_REQUEST' as const,
          postId: crypto.randomUUID(),
          createdAt: at,
          lastMessageAt: at,
          updatedAt: at,
        })),
      )
      .returning();
  };
  const limit = 'You have started 50 conversations in the last day that nobody has answered yet. Wait for replies, or try again tomorrow.';

  test(`after ${MAX_UNANSWERED_CONVERSATIONS_PER_DAY} in a day, starting another is refused with 429`, async () => {
    await unanswered(MAX_UNANSWERED_CONVERSATIONS_PER_DAY - 1);
    const job = { receiverId: bob.user.id, kind: 'JOB_REQUEST', postId: crypto.randomUUID() } as const;
    const fiftieth = await ann.client.chat.createConversation({ body: job });
    const refused = await failure(conversationBetween(ann, carol));
    expect([refused.status, refused.message]).toEqual([429, limit]);
    // One already open is still answered, and others may still start one with Ann.
    expect((await ann.client.chat.createConversation({ body: job })).id).toBe(fiftieth.id);
    expect((await conversationBetween(carol, ann)).senderId).toBe(carol.user.id);
  });

  test('conversations the other person answered, or older than a day, do not count', async () => {
    const [answered] = await unanswered(MAX_UNANSWERED_CONVERSATIONS_PER_DAY);
    expect((await failure(conversationBetween(ann, carol))).status).toBe(429);
    await send(bob, ann, answered!.id, 'Happy to help');
    expect((await conversationBetween(ann, carol)).receiverId).toBe(carol.user.id);

    await server.reset();
    [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
    await unanswered(MAX_UNANSWERED_CONVERSATIONS_PER_DAY, 25);
    expect((await conversationBetween(ann, carol)).receiverId).toBe(carol.user.id);
  });
});

describe('a forged page link', () => {
  const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
  const forged = [
    ['a year after 9999', `+010000-01-01T00:00:00.000Z|${crypto.randomUUID()}`],
    ['a time before 1970', `1969-12-31T23:59:59.999Z|${crypto.randomUUID()}`],
    ['no time at all', `soon|${crypto.randomUUID()}`],
    ['an id that is not a UUID', '2026-01-01T00:00:00.000Z|1 or 1=1'],
    ['extra parts', `2026-01-01T00:00:00.000Z|${crypto.randomUUID()}|x`],
  ] as const;

  test.each(forged)('with %s is a 400 sentence on the conversation list and the notification list', async (_, text) => {
    await conversationBetween(ann, bob);
    const cursor = cursorOf(text);
    const list = await raw(server, ann, 'GET', `/chat-service/message?userId=${ann.user.id}&cursor=${cursor}`);
    expect([list.status, list.body.message]).toEqual([400, 'That page of conversations no longer exists. Load the conversations again from the start.']);
    const notifications = await raw(server, ann, 'GET', `/community-service/notification/get-notifications?cursor=${cursor}`);
    expect([notifications.status, notifications.body.message]).toEqual([400, 'That page of notifications no longer exists. Load the notifications again from the start.']);
  });

  test('the last moment of 9999 is still a page link', async () => {
    await conversationBetween(ann, bob);
    const cursor = cursorOf(`9999-12-31T23:59:59.999Z|${crypto.randomUUID()}`);
    const list = await raw(server, ann, 'GET', `/chat-service/message?userId=${ann.user.id}&cursor=${cursor}`);
    expect(list.status).toBe(200);
    expect((list.body.data as { items: unknown[] }).items).toHaveLength(1);
  });
});
