import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { unreadNotificationCount, type NotificationType } from '@tradeshub/sdk';
import { notifications, users } from '../src/db/schema/index.js';
import { createNotification, type NewNotification } from '../src/modules/notifications/create.js';
import { call, createUser, type TestUser } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function tell(user: TestUser, actionType: NotificationType, extra: Partial<NewNotification> = {}) {
  return createNotification(server.database.db, { userId: user.id, actionType, message: `A ${actionType} notice.`, ...extra });
}


describe("the caller's notifications", () => {
  test('are listed newest first with who triggered them, one page at a time', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    await tell(ann, 'COMMENT', { triggeredByUserId: bob.id, metaData: { postId: 'p1' } });
    await tell(ann, 'REPLY');
    await tell(bob, 'UPVOTE');

    const first = await ann.client.notifications.getAll({ query: { limit: 1 } });
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ actionType: 'REPLY', triggeredBy: null, read: false });
    const second = await ann.client.notifications.getAll({ query: { limit: 1, cursor: first.nextCursor! } });
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]).toMatchObject({
      actionType: 'COMMENT',
      metaData: { postId: 'p1' },
      triggeredBy: { id: bob.id, firstName: 'Bob', lastName: 'Tester', profileImageUrl: null, role: 'CUSTOMER' },
    });
  });

  test("by id, mark read and mark all read touch the caller's own only; others' are not found", async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const annsFirst = await tell(ann, 'COMMENT');
    await tell(ann, 'REPLY');
    const bobs = await tell(bob, 'REPLY');

    expect((await ann.client.notifications.getById({ params: { id: annsFirst } })).id).toBe(annsFirst);
    expect((await failure(ann.client.notifications.getById({ params: { id: bobs } }))).status).toBe(404);
    expect((await failure(ann.client.notifications.markRead({ params: { id: bobs } }))).status).toBe(404);

    expect(await ann.client.notifications.markRead({ params: { id: annsFirst } })).toMatchObject({ id: annsFirst, read: true });
    expect((await ann.client.notifications.getUnreadCount({ query: {} })).count).toBe(1);
    expect(await ann.client.notifications.markAllRead()).toBeNull();
    expect((await ann.client.notifications.getUnreadCount({ query: {} })).count).toBe(0);
    const [bobsRow] = await server.database.db.select().from(notifications).where(eq(notifications.id, bobs));
    expect(bobsRow?.read).toBe(false);
  });

  test.each([
    ['GET', '/community-service/notification/get-notifications'],
    ['GET', '/community-service/notification/get-unread-notifications-count'],
    ['GET', `/community-service/notification/get-notification-by-id/${crypto.randomUUID()}`],
    ['PATCH', `/community-service/notification/update-read-status/${crypto.randomUUID()}`],
    ['PATCH', '/community-service/notification/update-read-status-all'],
  ])('%s %s needs a signed-in caller', async (method, path) => {
    expect((await call(server, method, path)).status).toBe(401);
  });
});

describe('the unread count follows the sdk counting rules for the mode viewed', () => {
  const notices: [NotificationType, Partial<NewNotification>][] = [
    ['COMMENT', {}],
    ['UPVOTE', {}],
    ['UPVOTE', { isForTradeperson: true }],
    ['REPLY', { isForTradeperson: true }],
    ['REWARD_EARNED', {}],
    ['CONNECTION_ACCEPTED', {}],
    ['CONNECTION_ACCEPTED', { isForBusiness: true }],
    ['RECOMMENDATION_ACCEPTED', {}],
    ['EMAIL_SENT', {}],
    ['PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', {}],
    ['PAYMENT_SCHEDULE_CHANGE_SET_UPDATED', {}],
    ['SCHEDULE_UPDATED', {}],
  ];

  async function userWithNotices(role: 'CUSTOMER' | 'TRADEPERSON', hasSwitched: boolean) {
    const user = await createUser(server, 'Ann');
    await server.database.db.update(users).set({ role, hasSwitched }).where(eq(users.id, user.id));
    for (const [type, extra] of notices) await tell(user, type, extra);
    await tell(user, 'EMAIL_SENT', {}).then((id) => user.client.notifications.markRead({ params: { id } }));
    return user;
  }

  const expected = (mode: 'CUSTOMER' | 'TRADEPERSON') =>
    unreadNotificationCount(
      notices.map(([actionType, extra]) => ({ actionType, read: false, ...extra })),
      mode,
    );

  test('business mode leaves out community, reward and acceptance notices', async () => {
    const business = await userWithNotices('TRADEPERSON', true);
    const answer = await business.client.notifications.getUnreadCount({ query: {} });
    expect(answer).toEqual({ count: expected('TRADEPERSON'), mode: 'TRADEPERSON' });
    // REPLY (role-targeted), EMAIL_SENT, two payment-schedule notices, SCHEDULE_UPDATED.
    expect(answer.count).toBe(5);
  });

  test('customer mode leaves out business notices and replies and upvotes aimed at the tradesperson', async () => {
    const customer = await userWithNotices('CUSTOMER', false);
    const answer = await customer.client.notifications.getUnreadCount({ query: {} });
    expect(answer).toEqual({ count: expected('CUSTOMER'), mode: 'CUSTOMER' });
    expect(answer.count).toBe(9);
  });

  test('a business owner may ask for either mode; a customer always gets the customer count', async () => {
    const owner = await userWithNotices('TRADEPERSON', false);
    expect(await owner.client.notifications.getUnreadCount({ query: {} })).toMatchObject({ mode: 'CUSTOMER', count: 9 });
    expect(await owner.client.notifications.getUnreadCount({ query: { mode: 'TRADEPERSON' } })).toMatchObject({ count: 5 });
    await server.database.db.delete(notifications);
    const customer = await userWithNotices('CUSTOMER', false);
    expect(await customer.client.notifications.getUnreadCount({ query: { mode: 'TRADEPERSON' } })).toMatchObject({ mode: 'CUSTOMER' });
  });
});
