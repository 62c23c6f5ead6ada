import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PICTURE_ADDRESS_SENTENCE, type Business, type CategoryTitle } from '@tradeshub/sdk';
import { businesses } from '../src/db/schema/index.js';
import { cellOf } from '../src/modules/business/geo.js';
import { startTestServer, type TestServer } from './harness.js';
import { anonymousClient, call, createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';


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
  registered = await owner.client.business.register({ body: registerForm(categoryIds, { vatNo: 'GB123456789' }) });
});

async function storedRow() {
  const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, registered.id));
  return row!;
}

describe('changing a business', () => {
  test('changes only the fields sent', async () => {
    const updated = await owner.client.business.update({
      params: { serviceId: registered.serviceId },
      body: { name: 'Pennine Roofing & Sons', radius: 12, description: 'Slate and tile roofs since 1998.' },
    });
    expect(updated).toEqual({
      ...registered,
      name: 'Pennine Roofing & Sons',
      radius: 12,
      description: 'Slate and tile roofs since 1998.',
    });
  });

  test('moves the business to its new H3 cell when the location changes', async () => {
    const leeds = { latitude: 53.8008, longitude: -1.5491 };
    const location = { ...registerForm(categoryIds).location, locality: 'Leeds', postcode: 'LS1 4DY', ...leeds };
    const updated = await owner.client.business.update({ params: { serviceId: registered.serviceId }, body: { location } });
    expect(updated.location).toMatchObject({ locality: 'Leeds', latitude: leeds.latitude, longitude: leeds.longitude });
    expect(updated.locality).toBe('Leeds');
    expect((await storedRow()).h3Cell).toBe(cellOf(leeds.latitude, leeds.longitude));
  });

  test('replaces the categories when they are sent', async () => {
    const updated = await owner.client.business.update({
      params: { serviceId: registered.serviceId },
      body: { workCategories: [{ id: categoryIds.get('Guttering')!, title: 'Guttering' }] },
    });
    expect(updated.categories.map((c) => c.title)).toEqual(['Guttering']);
  });

  test('shows a new picture to everyone', async () => {
    const picture = 'https://images.example.co.uk/pennine-roofing.png';
    const updated = await owner.client.business.update({ params: { serviceId: registered.serviceId }, body: { profileImageUrl: picture } });
    expect(updated.profileImageUrl).toBe(picture);
    expect((await anonymousClient(server).business.getById({ params: { id: registered.id } })).profileImageUrl).toBe(picture);
  });

  test('refuses a picture that is not an http(s) address or one of our paths, with a sentence', async () => {
    for (const picture of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/logo.png']) {
      const response = await call(server, 'PATCH', `/backend-service/business/${registered.serviceId}`, { token: owner.token, body: { profileImageUrl: picture } });
      expect([response.status, response.body.message]).toEqual([400, `profileImageUrl: ${PICTURE_ADDRESS_SENTENCE}`]);
    }
    expect((await anonymousClient(server).business.getById({ params: { id: registered.id } })).profileImageUrl).toBeNull();
  });

  test('clears the VAT number when it is sent empty', async () => {
    const updated = await owner.client.business.update({ params: { serviceId: registered.serviceId }, body: { vatNo: '' } });
    expect(updated.vatNo).toBeNull();
  });

  test('refuses to make it a company without a registration number', async () => {
    await expect(
      owner.client.business.update({ params: { serviceId: registered.serviceId }, body: { accountType: 'company' } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/company registration number/) });
    expect((await storedRow()).accountType).toBe('individual');
  });

  test("answers 404 to someone changing another person's business, and changes nothing", async () => {
    const intruder = await createUser(server, 'Ivan');
    for (const serviceId of [registered.serviceId, registered.id]) {
      await expect(
        intruder.client.business.update({ params: { serviceId }, body: { name: 'Taken Over Ltd' } }),
      ).rejects.toMatchObject({ status: 404, message: 'We could not find that business.' });
    }
    expect((await storedRow()).name).toBe('Pennine Roofing');
  });
});

describe('business flags', () => {
  test('records that the owner accepted the business rules', async () => {
    expect(await owner.client.business.updateRuleAccepted({ body: { accepted: true } })).toEqual({ ruleAccepted: true });
    expect(await owner.client.business.getById({ params: { id: registered.id } })).toMatchObject({ ruleAccepted: true });
  });

  test('records which mode the owner uses', async () => {
    expect(await owner.client.business.updateHasSwitched({ body: { hasSwitched: true } })).toEqual({ hasSwitched: true });
    expect((await owner.client.auth.me()).hasSwitched).toBe(true);
    expect(await owner.client.business.updateHasSwitched({ body: { hasSwitched: false } })).toEqual({ hasSwitched: false });
  });

  test.each([
    ['update-business-rule-accepted', { accepted: true }],
    ['update-business-has-switched', { hasSwitched: true }],
  ])('answers 403 with a sentence to %s from someone without a business', async (path, body) => {
    const customer = await createUser(server, 'Cara');
    const response = await call(server, 'PATCH', `/backend-service/business/${path}`, { token: customer.token, body });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Register your business first/);
  });
});
