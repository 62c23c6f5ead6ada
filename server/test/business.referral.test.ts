import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Business, CategoryTitle } from '@tradeshub/sdk';
import { businesses } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { anonymousClient, call, createUser, MANCHESTER, registerForm, seedCategories, type TestUser } from './business.fixtures.js';

// A tradesperson's own referral link, {site}/business/referral?uuid=<referralUuid>: the uuid
// is public, and the public read by it answers the business behind the link.

let server: TestServer;
let categoryIds: Map<CategoryTitle, string>;
let owner: TestUser;
let registered: Business;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  categoryIds = await seedCategories(server);
  owner = await createUser(server, 'Olive');
  registered = await owner.client.business.register({ body: registerForm(categoryIds) });
});

const PRIVATE_FIELDS = ['email', 'businessPhoneNumber', 'location', 'serviceId', 'crn', 'vatNo', 'ruleAccepted'];

describe("a business's referral uuid", () => {
  test('is the stored one, and the same in the owner view, the public profile and search', async () => {
    const [row] = await server.database.db.select({ referralUuid: businesses.referralUuid }).from(businesses).where(eq(businesses.id, registered.id));
    expect(registered.referralUuid).toBe(row!.referralUuid);
    const anyone = anonymousClient(server);
    expect((await anyone.business.getById({ params: { id: registered.id } })).referralUuid).toBe(registered.referralUuid);
    const found = await anyone.business.search({ body: { ...MANCHESTER, limit: 100 } });
    expect(found.items.find((item) => item.id === registered.id)?.referralUuid).toBe(registered.referralUuid);
  });

  test('differs from business to business, and from the business id', async () => {
    const other = await createUser(server, 'Omar');
    const second = await other.client.business.register({ body: registerForm(categoryIds, { name: 'Irwell Plumbing' }) });
    expect(second.referralUuid).not.toBe(registered.referralUuid);
    expect(registered.referralUuid).not.toBe(registered.id);
  });

  test('stays the same when the business changes its details, so links already shared keep working', async () => {
    const updated = await owner.client.business.update({ params: { serviceId: registered.serviceId }, body: { name: 'Pennine Roofing & Sons' } });
    expect(updated.referralUuid).toBe(registered.referralUuid);
    const behindLink = await anonymousClient(server).business.getByReferralUuid({ params: { referralUuid: registered.referralUuid } });
    expect(behindLink.name).toBe('Pennine Roofing & Sons');
  });
});

describe('looking a business up by its referral uuid', () => {
  test('answers anyone with the public profile of the business', async () => {
    const anyone = anonymousClient(server);
    const behindLink = await anyone.business.getByReferralUuid({ params: { referralUuid: registered.referralUuid } });
    expect(behindLink).toEqual(await anyone.business.getById({ params: { id: registered.id } }));
    expect(behindLink.categories.map((c) => c.title)).toEqual(['Plumbing', 'Roofing']);
  });

  test('never sends private fields, not even to the owner with a token', async () => {
    for (const token of [undefined, owner.token]) {
      const response = await call(server, 'GET', `/backend-service/public/business/by-referral/${registered.referralUuid}`, { token });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: registered.id, name: 'Pennine Roofing', referralUuid: registered.referralUuid });
      for (const key of PRIVATE_FIELDS) expect(response.body.data).not.toHaveProperty(key);
    }
  });

  test.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000001'],
    ['the business id instead of its referral uuid', 'business-id'],
  ])('answers 404 with a sentence for %s', async (_, value) => {
    const referralUuid = value === 'business-id' ? registered.id : value;
    await expect(anonymousClient(server).business.getByReferralUuid({ params: { referralUuid } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'We could not find that business.',
    });
  });

  test('answers 400 with a sentence for something that is not a uuid', async () => {
    const response = await call(server, 'GET', '/backend-service/public/business/by-referral/not-a-link');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/referral link id/);
  });
});
