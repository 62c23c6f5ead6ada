import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CATEGORIES, isOwnBusinessView, type CategoryTitle } from '@tradeshub/sdk';
import { businesses, users } from '../src/db/schema/index.js';
import { cellOf } from '../src/modules/business/geo.js';
import { startTestServer, type TestServer } from './harness.js';
import { anonymousClient, call, createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';


let server: TestServer;
let categoryIds: Map<CategoryTitle, string>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  categoryIds = await seedCategories(server);
});

async function userRow(id: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('registering a business', () => {
  test('creates the business with its categories and H3 cell, and makes the caller a tradesperson', async () => {
    const sam = await createUser(server);
    const business = await sam.client.business.register({ body: registerForm(categoryIds, { vatNo: 'gb 123 4567 89' }) });

    expect(business).toMatchObject({
      ownerId: sam.id,
      name: 'Pennine Roofing',
      email: 'office@pennineroofing.co.uk',
      businessPhoneNumber: '0161 496 0000',
      radius: 30,
      serviceArea: 30,
      accountType: 'individual',
      isAssessor: false,
      vatNo: 'GB123456789',
      crn: null,
      ruleAccepted: false,
      location: { address1: '1 Deansgate', address2: 'Unit 4', locality: 'Manchester', country: 'United Kingdom' },
      rating: { average: 0, count: 0 },
    });
    // Categories come back in the product's order, not the order chosen.
    expect(business.categories.map((c) => c.title)).toEqual(['Plumbing', 'Roofing']);

    const [stored] = await server.database.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(stored?.h3Cell).toBe(cellOf(53.4808, -2.2426));
    expect((await userRow(sam.id)).role).toBe('TRADEPERSON');
    const me = await sam.client.auth.me();
    expect(me).toMatchObject({ role: 'TRADEPERSON', business: { id: business.id, name: 'Pennine Roofing', locality: 'Manchester' } });
  });

  test('answers 409 with a sentence when the caller already has a business', async () => {
    const sam = await createUser(server);
    await sam.client.business.register({ body: registerForm(categoryIds) });
    await expect(sam.client.business.register({ body: registerForm(categoryIds, { name: 'Second Go' }) })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/already registered a business/),
    });
    expect(await server.database.db.select().from(businesses)).toHaveLength(1);
  });

  test('refuses unknown category ids by name and changes nothing', async () => {
    const sam = await createUser(server);
    const ghost = '00000000-0000-4000-8000-000000000000';
    const form = registerForm(categoryIds, {
      workCategories: [
        { id: categoryIds.get('Tiling')!, title: 'Tiling' },
        { id: ghost, title: 'Fencing' },
      ],
    });
    await expect(sam.client.business.register({ body: form })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(`Fencing (${ghost})`),
    });
    expect(await server.database.db.select().from(businesses)).toHaveLength(0);
    expect((await userRow(sam.id)).role).toBe('CUSTOMER');
  });

  test.each([
    ['a company without a registration number', { accountType: 'company' }, /company registration number/],
    ['a VAT number that is not GB and 9 or 12 digits', { vatNo: 'GB12345' }, /VAT number/],
    ['no work category', { workCategories: [] }, /at least one work category/],
    ['a postcode that is not a UK postcode', { location: { ...registerForm(new Map()).location, postcode: 'NOT A CODE' } }, /UK postcode/],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const sam = await createUser(server);
    // Sent raw: the sdk would refuse these before they reach the server.
    const response = await call(server, 'POST', '/backend-service/business/register', {
      token: sam.token,
      body: { ...registerForm(categoryIds), ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  test('accepts a company with its registration number', async () => {
    const sam = await createUser(server);
    const business = await sam.client.business.register({ body: registerForm(categoryIds, { accountType: 'company', crn: 'sc123456' }) });
    expect(business).toMatchObject({ accountType: 'company', crn: 'SC123456' });
  });

  test('asks a signed-out caller to sign in', async () => {
    const response = await call(server, 'POST', '/backend-service/business/register', { body: registerForm(categoryIds) });
    expect(response.status).toBe(401);
  });
});

describe('reading a business', () => {
  let owner: TestUser;
  let businessId: string;
  beforeEach(async () => {
    owner = await createUser(server, 'Olive');
    businessId = (await owner.client.business.register({ body: registerForm(categoryIds) })).id;
  });

  test('shows the owner its email, phone and address', async () => {
    const business = await owner.client.business.getById({ params: { id: businessId } });
    if (!isOwnBusinessView(business)) throw new Error('The owner should see the full shape');
    expect(business).toMatchObject({ email: 'office@pennineroofing.co.uk', businessPhoneNumber: '0161 496 0000' });
    expect(business.location.address1).toBe('1 Deansgate');
  });

  test.each([
    ['another signed-in user on the private path', 'private'],
    ['anyone on the public path', 'public'],
    ['the owner on the public path', 'owner-public'],
  ])('shows %s the public fields only', async (_case, how) => {
    const other = await createUser(server, 'Pat');
    const response =
      how === 'private'
        ? await call(server, 'GET', `/backend-service/business/${businessId}`, { token: other.token })
        : await call(server, 'GET', `/backend-service/public/business/${businessId}`, how === 'owner-public' ? { token: owner.token } : {});
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: businessId, name: 'Pennine Roofing', locality: 'Manchester' });
    const text = JSON.stringify(response.body);
    for (const secret of ['office@pennineroofing', '0161 496 0000', '1 Deansgate', 'Unit 4', 'M3 1AZ']) expect(text).not.toContain(secret);
    for (const key of ['email', 'businessPhoneNumber', 'location', 'serviceId', 'crn', 'vatNo']) {
      expect(response.body.data).not.toHaveProperty(key);
    }
  });

  test('answers 404 with a sentence for an unknown business', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    await expect(anonymousClient(server).business.getById({ params: { id: unknown } })).rejects.toMatchObject({
      status: 404,
      message: 'We could not find that business.',
    });
    await expect(owner.client.business.getCategories({ params: { id: unknown } })).rejects.toMatchObject({ status: 404 });
  });

  test("lists a business's categories and all 24 categories in the product's order", async () => {
    const anyone = anonymousClient(server);
    expect((await anyone.business.getCategories({ params: { id: businessId } })).map((c) => c.title)).toEqual(['Plumbing', 'Roofing']);
    const all = await anyone.business.getAllCategories();
    expect(all.map((c) => c.title)).toEqual([...CATEGORIES]);
    expect((await owner.client.business.getAllCategories()).map((c) => c.id)).toEqual(all.map((c) => c.id));
  });
});
