import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { INVITE_LIMIT_MESSAGE, MAX_INVITES_PER_BUSINESS_PER_DAY, type CategoryTitle } from '@tradeshub/sdk';
import { outbox, recommendations } from '../src/db/schema/index.js';
import { call, createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

// A business may invite MAX_INVITES_PER_BUSINESS_PER_DAY customers in any 24 hours. Earlier
// invites are written straight into the table, as sending them would take a while.

let server: TestServer;
let categoryIds: Map<CategoryTitle, string>;
let owner: TestUser;
let businessId: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  categoryIds = await seedCategories(server);
  owner = await createUser(server, 'Olive');
  businessId = (await owner.client.business.register({ body: registerForm(categoryIds) })).id;
});

const HOUR_MS = 60 * 60 * 1000;

/** Invites the business sent `hoursAgo` hours ago. */
async function earlierInvites(count: number, hoursAgo: number): Promise<void> {
  const sentAt = new Date(Date.now() - hoursAgo * HOUR_MS);
  await server.database.db.insert(recommendations).values(
    Array.from({ length: count }, (_, i) => ({
      businessId,
      categoryId: categoryIds.get('Roofing')!,
      invitedName: `Customer ${i}`,
      invitedEmail: `customer${i}@example.co.uk`,
      inviteCount: 1,
      inviteSentAt: sentAt,
      createdAt: sentAt,
    })),
  );
}

const invite = (email: string) =>
  call(server, 'POST', '/backend-service/recommendation/invite', {
    token: owner.token,
    body: { name: 'Jane Customer', emailAddress: email, workCategoryId: categoryIds.get('Roofing')! },
  });

async function invitesTo(email: string): Promise<number> {
  return (await server.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length;
}

describe('invitations a business may send in a day', () => {
  test(`one more than ${MAX_INVITES_PER_BUSINESS_PER_DAY} in 24 hours is refused with 429 and a sentence, and nothing is sent`, async () => {
    await earlierInvites(MAX_INVITES_PER_BUSINESS_PER_DAY, 20);
    const refused = await invite('jane@example.co.uk');
    expect([refused.status, refused.body.message]).toEqual([429, INVITE_LIMIT_MESSAGE]);
    expect(await invitesTo('jane@example.co.uk')).toBe(0);
    expect(await server.database.db.select().from(recommendations)).toHaveLength(MAX_INVITES_PER_BUSINESS_PER_DAY);
  });

  test('invites older than 24 hours no longer count', async () => {
    await earlierInvites(MAX_INVITES_PER_BUSINESS_PER_DAY, 25);
    expect((await invite('jane@example.co.uk')).status).toBe(201);
    expect(await invitesTo('jane@example.co.uk')).toBe(1);
  });

  test('invites sent at once cannot pass the cap', async () => {
    await earlierInvites(MAX_INVITES_PER_BUSINESS_PER_DAY - 2, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => invite(`jane${i}@example.co.uk`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await server.database.db.select().from(recommendations)).toHaveLength(MAX_INVITES_PER_BUSINESS_PER_DAY);
  });
});
