import type { TradeshubClient, ViewerRole } from '@tradeshub/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/seed/index.js';
import { anonymousClient } from './business.fixtures.js';
import { demoClient, failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

// The menu's badge counts in one read (decision 0081): each the same as its own endpoint
// answers for the mode, on the demo data (which has something waiting on most badges).

let server: TestServer;
let customer: TradeshubClient;
let tradesperson: TradeshubClient;

const signIn = (emailAddress: string) => demoClient(server, emailAddress);

/** What the six endpoints the menu read before answer for `mode`, in the menu's names. */
async function oneByOne(client: TradeshubClient, mode: ViewerRole) {
  const asCustomer = mode === 'CUSTOMER';
  const [notifications, requests, conversations, manageWork, disputes, payments] = await Promise.all([
    client.notifications.getUnreadCount({ query: { mode } }),
    client.connections.getAllUnseenRequests({ query: { mode, limit: 1 } }),
    client.chat.getUnseenCounts({ query: { mode } }),
    asCustomer ? client.work.getManageWorkNotificationsCount() : client.work.getManageWorkNotificationsCountForBusiness(),
    client.work.getUnseenReviewDisputeCount(),
    client.payments.getUnreadPaymentRequestsCount(),
  ]);
  return {
    mode,
    notifications: notifications.count,
    connectionRequests: requests.count,
    conversations: conversations.count,
    manageWork: manageWork.count,
    reviewDisputes: asCustomer ? disputes.count : 0,
    paymentRequests: asCustomer ? payments.count : 0,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database.db, { info: () => undefined });
  [customer, tradesperson] = await Promise.all([signIn(DEMO_ACCOUNTS.customer.email), signIn(DEMO_ACCOUNTS.tradesperson.email)]);
});

afterAll(async () => {
  await server?.close();
});

describe('GET /backend-service/user/get-menu-counts', () => {
  test("a customer's counts are what each count's own endpoint answers, and the demo has some waiting", async () => {
    const counts = await customer.user.getMenuCounts({ query: { mode: 'CUSTOMER' } });
    expect(counts).toEqual(await oneByOne(customer, 'CUSTOMER'));
    expect(counts.notifications).toBeGreaterThan(0);
    expect(counts.paymentRequests).toBeGreaterThan(0);
  });

  test("a tradesperson's counts in business mode, and in customer mode, are their endpoints' for that mode", async () => {
    const business = await tradesperson.user.getMenuCounts({ query: { mode: 'TRADEPERSON' } });
    expect(business).toEqual(await oneByOne(tradesperson, 'TRADEPERSON'));
    expect(business.notifications + business.manageWork + business.conversations).toBeGreaterThan(0);
    expect(await tradesperson.user.getMenuCounts({ query: { mode: 'CUSTOMER' } })).toEqual(await oneByOne(tradesperson, 'CUSTOMER'));
  });

  test('follows a change: reading every notification clears that count and no other', async () => {
    const before = await customer.user.getMenuCounts({ query: { mode: 'CUSTOMER' } });
    await customer.notifications.markAllRead();
    const after = await customer.user.getMenuCounts({ query: { mode: 'CUSTOMER' } });
    expect(after).toEqual({ ...before, notifications: 0 });
  });

  test('a customer asking for business mode is counted as the customer they are; no mode takes the mode they last used', async () => {
    expect((await customer.user.getMenuCounts({ query: { mode: 'TRADEPERSON' } })).mode).toBe('CUSTOMER');
    expect((await customer.user.getMenuCounts({ query: {} })).mode).toBe('CUSTOMER');
  });

  test('needs a sign-in, and a mode it knows', async () => {
    const signedOut = await failure(anonymousClient(server).user.getMenuCounts({ query: {} }));
    expect(signedOut.status).toBe(401);
    const response = await fetch(`${server.baseUrl}/backend-service/user/get-menu-counts?mode=ADMIN`, {
      headers: { Authorization: `Bearer ${customer.session.getAccessToken()}` },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Choose CUSTOMER or TRADEPERSON');
  });
});
