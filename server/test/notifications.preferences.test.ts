import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notificationCopies, notifications, outbox, users } from '../src/db/schema/index.js';
import { createNotification } from '../src/modules/notifications/create.js';
import { anonymousClient, createUser, type TestUser } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  // No polling: each test drains the copies itself, so nothing races the assertions.
  server = await startTestServer({ NOTIFICATION_COPY_INTERVAL_MS: '0' });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const outboxFor = (recipient: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

/** Ann asks Bob to connect and Bob accepts: Ann is told (a community notice). */
async function connectionAccepted(ann: TestUser, bob: TestUser) {
  const sent = await ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } });
  await bob.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } });
}

describe('notification preferences', () => {
  test('start from the defaults: email for recommendations and payments, nothing by text', async () => {
    const ann = await createUser(server, 'Ann');
    expect(await ann.client.notifications.getPreferences()).toEqual({
      preferences: [
        { topic: 'community', email: false, sms: false },
        { topic: 'recommendations', email: true, sms: false },
        { topic: 'payments', email: true, sms: false },
      ],
      canReceiveSms: false,
    });
  });

  test('saving some topics leaves the others as they were, and is private to each person', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    await ann.client.notifications.updatePreferences({ body: { preferences: [{ topic: 'community', email: true, sms: true }] } });
    const saved = await ann.client.notifications.updatePreferences({
      body: { preferences: [{ topic: 'payments', email: false, sms: false }] },
    });
    expect(saved.preferences).toEqual([
      { topic: 'community', email: true, sms: true },
      { topic: 'recommendations', email: true, sms: false },
      { topic: 'payments', email: false, sms: false },
    ]);
    expect((await bob.client.notifications.getPreferences()).preferences[0]).toEqual({ topic: 'community', email: false, sms: false });
  });

  test('say when a text could reach the person', async () => {
    const ann = await createUser(server, 'Ann');
    await server.database.db.update(users).set({ phoneNumber: '07700 900123' }).where(eq(users.id, ann.id));
    expect((await ann.client.notifications.getPreferences()).canReceiveSms).toBe(true);
  });

  test('refuse an unknown topic, a topic twice and a missing choice with a sentence, and strangers with 401', async () => {
    const ann = await createUser(server, 'Ann');
    const put = (preferences: unknown) =>
      failure(ann.client.notifications.updatePreferences({ body: { preferences } as never }));
    expect((await put([{ topic: 'gossip', email: true, sms: false }])).message).toMatch(/Choose a notification topic from the list/);
    const twice = await put([
      { topic: 'community', email: true, sms: false },
      { topic: 'community', email: false, sms: false },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.message).toMatch(/Send each topic at most once/);
    expect((await put([{ topic: 'community', email: true }])).message).toMatch(/text message: true or false/);
    expect((await put([])).message).toMatch(/at least one preference/);
    const anonymous = await failure(anonymousClient(server).notifications.getPreferences());
    expect(anonymous.status).toBe(401);
  });
});

describe('email and text copies of notifications', () => {
  test('follow the preference: no community email by default, one once it is switched on', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const carl = await createUser(server, 'Carl');
    await connectionAccepted(ann, bob);
    expect(await server.app.notificationCopies.drain()).toBe(0);
    expect(await outboxFor(ann.email)).toEqual([]);

    await ann.client.notifications.updatePreferences({ body: { preferences: [{ topic: 'community', email: true, sms: false }] } });
    await connectionAccepted(ann, carl);
    expect(await server.app.notificationCopies.drain()).toBe(1);
    const [mail] = await outboxFor(ann.email);
    expect(mail).toMatchObject({ channel: 'email', templateKey: 'notification-copy-email' });
    expect(mail!.subject).toMatch(/Carl Tester accepted your connection request/);
    expect(mail!.body).toContain('Hi Ann,');
    expect(mail!.body).toMatch(/See it on Tradeshub: http:\/\/\S+\/notifications\n/);
    expect(mail!.body).toContain('/user/settings/notifications');
    const [copy] = await server.database.db.select().from(notificationCopies);
    expect(copy).toMatchObject({ status: 'SENT', attempts: 1, claimedAt: null });
    expect(await server.app.notificationCopies.drain()).toBe(0);
  });

  test('go by text to a mobile number, and are skipped with the reason when there is none', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    await ann.client.notifications.updatePreferences({ body: { preferences: [{ topic: 'community', email: false, sms: true }] } });
    await connectionAccepted(ann, bob);
    await server.app.notificationCopies.drain();
    const [skipped] = await server.database.db.select().from(notificationCopies);
    expect(skipped).toMatchObject({ channel: 'sms', status: 'SKIPPED', lastError: 'No mobile number on the profile' });

    const carl = await createUser(server, 'Carl');
    await server.database.db.update(users).set({ phoneNumber: '07700 900123' }).where(eq(users.id, ann.id));
    await connectionAccepted(ann, carl);
    await server.app.notificationCopies.drain();
    const [text] = await outboxFor('07700 900123');
    expect(text).toMatchObject({ channel: 'sms', templateKey: 'notification-copy-sms' });
    expect(text!.body).toMatch(/^Tradeshub: Carl Tester accepted your connection request.* http:\/\/\S+\/notifications$/);
  });

  test('are never queued for a change that was rolled back', async () => {
    const ann = await createUser(server, 'Ann');
    await ann.client.notifications.updatePreferences({ body: { preferences: [{ topic: 'community', email: true, sms: true }] } });
    const rolledBack = server.database.db.transaction(async (tx) => {
      await createNotification(tx, { userId: ann.id, actionType: 'COMMENT', message: 'Bob commented on your post.' });
      throw new Error('the change this notice describes failed');
    });
    await expect(rolledBack).rejects.toThrow('the change this notice describes failed');
    expect(await server.database.db.select().from(notificationCopies)).toEqual([]);
    expect(await server.app.notificationCopies.drain()).toBe(0);
  });
});

describe('answering a connection request from someone blocked', () => {
  test('cannot accept it: the block took the request away (decision 0034), so nobody is told', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const sent = await ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } });
    await bob.client.user.block({ body: { userId: ann.id } });
    const refused = await failure(bob.client.connections.update({ body: { connectionId: sent.id, status: 'ACCEPTED' } }));
    expect(refused.status).toBe(404);
    expect(await server.database.db.select().from(notifications)).toEqual([]);
    // Nor can Ann ask again while the block stands.
    const again = await failure(ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } }));
    expect(again.status).toBe(403);
  });
});
