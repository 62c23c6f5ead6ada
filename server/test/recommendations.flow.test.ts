import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { RECOMMENDATION_REVOKED_MESSAGE, type CategoryTitle } from '@tradeshub/sdk';
import { businesses, notifications, recommendations, users } from '../src/db/schema/index.js';
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

const base = '/backend-service/recommendation';

/** A tradesperson with a registered business offering Roofing and Plumbing. */
async function businessOwner(name = 'Olive') {
  const owner = await createUser(server, name);
  const business = await owner.client.business.register({ body: registerForm(categoryIds) });
  return { owner, business };
}

function category(title: CategoryTitle): string {
  return categoryIds.get(title)!;
}

async function countOf(businessId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ count: businesses.recommendationCount })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row!.count;
}

function recommend(user: TestUser, businessId: string, title: CategoryTitle = 'Roofing', extra: { referralCode?: string; comment?: string } = {}) {
  return user.client.recommendations.create({ body: { businessId, workCategoryId: category(title), ...extra } });
}

describe('recommending a business', () => {
  test('is PENDING until the owner accepts; accepting notifies the recommender and counts on the business', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');

    const created = await recommend(cara, business.id, 'Roofing', { comment: 'Fixed our roof in a day.' });
    expect(created).toMatchObject({
      status: 'PENDING',
      businessId: business.id,
      business: { id: business.id, name: 'Pennine Roofing' },
      recommender: { id: cara.id, firstName: 'Cara' },
      workCategory: { id: category('Roofing'), title: 'Roofing' },
      comment: 'Fixed our roof in a day.',
      revokedAt: null,
      inviteCount: 0,
    });
    expect(await countOf(business.id)).toBe(0);

    const pending = await owner.client.business.getPendingRecommendations({ params: { id: business.id }, query: {} });
    expect(pending.items.map((r) => r.id)).toEqual([created.id]);

    const accepted = await owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'ACCEPTED' } });
    expect(accepted).toMatchObject({ status: 'ACCEPTED' });
    expect(accepted.respondedAt).not.toBeNull();
    expect(await countOf(business.id)).toBe(1);
    expect((await owner.client.business.getById({ params: { id: business.id } })).recommendationCount).toBe(1);
    expect((await owner.client.business.getPendingRecommendations({ params: { id: business.id }, query: {} })).items).toEqual([]);

    // Told of the acceptance, and of the reward it earned (rewards.ledger.test.ts tests the reward).
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, cara.id));
    expect(told.map((n) => n.actionType).sort()).toEqual(['RECOMMENDATION_ACCEPTED', 'REWARD_EARNED']);
    expect(told.find((n) => n.actionType === 'RECOMMENDATION_ACCEPTED')).toMatchObject({ message: 'Pennine Roofing accepted your recommendation.', triggeredByUserId: owner.id });

    // Answered once only.
    await expect(owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'REJECTED' } })).rejects.toMatchObject({ status: 409 });
  });

  test('a rejected recommendation does not count and does not notify', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const created = await recommend(cara, business.id);
    expect(await owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'REJECTED' } })).toMatchObject({ status: 'REJECTED' });
    expect(await countOf(business.id)).toBe(0);
    expect(await server.database.db.select().from(notifications).where(eq(notifications.userId, cara.id))).toEqual([]);
  });

  test('only the business owner may answer; a customer cannot accept (404)', async () => {
    const { business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const created = await recommend(cara, business.id);
    for (const who of [cara, dan]) {
      await expect(who.client.recommendations.respond({ params: { id: created.id }, body: { status: 'ACCEPTED' } })).rejects.toMatchObject({ status: 404 });
      await expect(who.client.business.getPendingRecommendations({ params: { id: business.id }, query: {} })).rejects.toMatchObject({ status: 404 });
    }
    expect(await countOf(business.id)).toBe(0);
  });

  test('refuses a category the business does not offer (400), its own business (403) and an unknown business (404)', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    await expect(recommend(cara, business.id, 'Tiling')).rejects.toMatchObject({
      status: 400,
      message: 'This business does not offer that work category. Choose one of the categories it offers.',
    });
    await expect(recommend(owner, business.id)).rejects.toMatchObject({ status: 403, message: 'You cannot recommend your own business.' });
    await expect(recommend(cara, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  test('refuses a business not on Tradeshub yet with a sentence (400)', async () => {
    const cara = await createUser(server, 'Cara');
    await expect(
      cara.client.recommendations.create({
        body: { workCategoryId: category('Roofing'), invite: { businessName: 'Elsewhere Ltd', emailAddress: 'hi@elsewhere.co.uk' } },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/not on Tradeshub yet/) });
  });

  test('is refused (403) when either side blocked the other', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    await owner.client.user.block({ body: { userId: cara.id } });
    await dan.client.user.block({ body: { userId: owner.id } });
    for (const who of [cara, dan]) {
      await expect(recommend(who, business.id)).rejects.toMatchObject({
        status: 403,
        message: 'You cannot recommend this business because one of you has blocked the other.',
      });
    }
  });

  test('one standing recommendation per recommender, business and category (409); another category is fine', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const first = await recommend(cara, business.id, 'Roofing');
    await expect(recommend(cara, business.id, 'Roofing')).rejects.toMatchObject({
      status: 409,
      code: 'RECOMMENDATION_EXISTS',
      message: 'You have already recommended this business for that work category.',
    });
    await recommend(cara, business.id, 'Plumbing');
    await owner.client.recommendations.respond({ params: { id: first.id }, body: { status: 'ACCEPTED' } });
    await expect(recommend(cara, business.id, 'Roofing')).rejects.toMatchObject({ status: 409 });
    // Once revoked it no longer stands, so the customer may recommend again.
    await cara.client.recommendations.revoke({ params: { id: first.id } });
    expect(await recommend(cara, business.id, 'Roofing')).toMatchObject({ status: 'PENDING' });
  });

  test('needs a signed-in caller (401)', async () => {
    const { business } = await businessOwner();
    const body = { businessId: business.id, workCategoryId: category('Roofing') };
    expect((await call(server, 'POST', `${base}/create-recommendation`, { body })).status).toBe(401);
    expect((await call(server, 'GET', `${base}/get-all-recommendations`)).status).toBe(401);
    expect((await call(server, 'DELETE', `${base}/revoke-recommendation/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await call(server, 'GET', `/backend-service/business/${business.id}/pending-recommendations`)).status).toBe(401);
    expect(await server.database.db.select().from(recommendations)).toEqual([]);
  });
});

describe('revoking and deleting', () => {
  test('revoke keeps the row, says so in the spec words, and lowers the count', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const created = await recommend(cara, business.id);
    await owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'ACCEPTED' } });
    expect(await countOf(business.id)).toBe(1);

    const response = await call(server, 'DELETE', `${base}/revoke-recommendation/${created.id}`, { token: cara.token });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(RECOMMENDATION_REVOKED_MESSAGE);
    expect(response.body.message).toBe('Recommendation revoked successfully');
    expect(response.body.data).toMatchObject({ id: created.id, status: 'ACCEPTED', revokedAt: expect.any(String) });
    expect(await countOf(business.id)).toBe(0);

    const [row] = await server.database.db.select().from(recommendations).where(eq(recommendations.id, created.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    await expect(cara.client.recommendations.revoke({ params: { id: created.id } })).rejects.toMatchObject({ status: 409 });
    // A revoked recommendation can no longer be answered.
    const second = await recommend(cara, business.id, 'Plumbing');
    await cara.client.recommendations.revoke({ params: { id: second.id } });
    await expect(owner.client.recommendations.respond({ params: { id: second.id }, body: { status: 'ACCEPTED' } })).rejects.toMatchObject({ status: 409 });
  });

  test('only the recommender may revoke; the owner and others hear 404', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const created = await recommend(cara, business.id);
    for (const who of [owner, dan]) {
      await expect(who.client.recommendations.revoke({ params: { id: created.id } })).rejects.toMatchObject({ status: 404 });
    }
  });

  test('the recommender or the business owner may delete; others hear 404; the count follows', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const roofing = await recommend(cara, business.id, 'Roofing');
    const plumbing = await recommend(cara, business.id, 'Plumbing');
    await owner.client.recommendations.respond({ params: { id: roofing.id }, body: { status: 'ACCEPTED' } });
    await owner.client.recommendations.respond({ params: { id: plumbing.id }, body: { status: 'ACCEPTED' } });
    expect(await countOf(business.id)).toBe(2);

    await expect(dan.client.recommendations.delete({ params: { id: roofing.id } })).rejects.toMatchObject({ status: 404 });
    const response = await call(server, 'DELETE', `${base}/delete-recommendation/${roofing.id}`, { token: cara.token });
    expect(response).toMatchObject({ status: 200, body: { data: null, message: 'Recommendation deleted.' } });
    expect(await countOf(business.id)).toBe(1);
    expect(await owner.client.recommendations.delete({ params: { id: plumbing.id } })).toBeNull();
    expect(await countOf(business.id)).toBe(0);
    expect(await server.database.db.select().from(recommendations)).toEqual([]);
    await expect(cara.client.recommendations.delete({ params: { id: roofing.id } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('reading recommendations', () => {
  test("get-all-recommendations lists the caller's own, newest first, a page at a time", async () => {
    const { business } = await businessOwner('Olive');
    const { business: other } = await businessOwner('Otto');
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const a = await recommend(cara, business.id, 'Roofing');
    const b = await recommend(cara, business.id, 'Plumbing');
    const c = await recommend(cara, other.id, 'Roofing');
    await recommend(dan, business.id, 'Roofing');

    const first = await cara.client.recommendations.getAll({ query: { limit: 2 } });
    expect(first.items.map((r) => r.id)).toEqual([c.id, b.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await cara.client.recommendations.getAll({ query: { limit: 2, cursor: first.nextCursor! } });
    expect(second.items.map((r) => r.id)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();
  });

  test("by user id: only that user's accepted, standing recommendations, without contact details", async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const accepted = await recommend(cara, business.id, 'Roofing');
    await recommend(cara, business.id, 'Plumbing');
    await owner.client.recommendations.respond({ params: { id: accepted.id }, body: { status: 'ACCEPTED' } });

    const list = await dan.client.recommendations.getAllByUserId({ params: { id: cara.id }, query: {} });
    expect(list.items.map((r) => r.id)).toEqual([accepted.id]);
    expect(Object.keys(list.items[0]!)).not.toContain('invitedEmail');
    // Raw: the sdk answers this read's failures with an empty page (spec section 8).
    const unknown = await call(server, 'GET', `${base}/get-all-recommendations-by-user-id/${crypto.randomUUID()}`, { token: dan.token });
    expect(unknown.status).toBe(404);
  });

  test('by business id: the owner sees every one, others only the accepted ones', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const accepted = await recommend(cara, business.id, 'Roofing');
    const pending = await recommend(dan, business.id, 'Roofing');
    await owner.client.recommendations.respond({ params: { id: accepted.id }, body: { status: 'ACCEPTED' } });

    const mine = await owner.client.recommendations.getByBusinessId({ params: { id: business.id }, query: {} });
    expect(mine?.items.map((r) => r.id)).toEqual([pending.id, accepted.id]);
    const theirs = await dan.client.recommendations.getByBusinessId({ params: { id: business.id }, query: {} });
    expect(theirs?.items.map((r) => r.id)).toEqual([accepted.id]);
  });

  test('recommenders: people with standing accepted recommendations and their categories, also on the public path', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    for (const id of [
      (await recommend(cara, business.id, 'Roofing')).id,
      (await recommend(cara, business.id, 'Plumbing')).id,
      (await recommend(dan, business.id, 'Roofing')).id,
    ]) {
      await owner.client.recommendations.respond({ params: { id }, body: { status: 'ACCEPTED' } });
    }
    await recommend(await createUser(server, 'Eve'), business.id, 'Roofing'); // still pending

    const anonymous = await anonymousClient(server).business.getRecommenders({ params: { id: business.id }, query: {} });
    expect(anonymous.items.map((r) => r.user.firstName)).toEqual(['Dan', 'Cara']);
    expect(anonymous.items[1]!.categories.map((c) => c.title)).toEqual(['Plumbing', 'Roofing']);

    const paged = await cara.client.business.getRecommenders({ params: { id: business.id }, query: { limit: 1 } });
    expect(paged.items.map((r) => r.user.id)).toEqual([dan.id]);
    const next = await cara.client.business.getRecommenders({ params: { id: business.id }, query: { limit: 1, cursor: paged.nextCursor! } });
    expect(next.items.map((r) => r.user.id)).toEqual([cara.id]);
    expect(next.nextCursor).toBeNull();
  });

  test('check-applicability tells the owner whether a recommendation can be accepted, and why not', async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const created = await recommend(cara, business.id);
    expect(await owner.client.business.checkApplicability({ query: { recommendationId: created.id } })).toEqual({ applicable: true, reason: null });
    await owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'ACCEPTED' } });
    expect(await owner.client.business.checkApplicability({ query: { recommendationId: created.id } })).toEqual({
      applicable: false,
      reason: 'You have already accepted this recommendation.',
    });
    await expect(cara.client.business.checkApplicability({ query: { recommendationId: created.id } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('update-referred-by', () => {
  test("records the customer whose code brought the caller, on the user and their recommendations; never yourself", async () => {
    const { owner, business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const caras = await recommend(cara, business.id);
    const dans = await recommend(dan, business.id);
    void owner;

    await expect(cara.client.recommendations.updateReferredBy({ body: { referralCode: caras.referralCode } })).rejects.toMatchObject({ status: 400 });
    expect(await dan.client.recommendations.updateReferredBy({ body: { referralCode: caras.referralCode } })).toBeNull();

    const [danRow] = await server.database.db.select().from(users).where(eq(users.id, dan.id));
    expect(danRow?.referredByUserId).toBe(cara.id);
    const [rec] = await server.database.db.select().from(recommendations).where(eq(recommendations.id, dans.id));
    expect(rec?.referredByUserId).toBe(cara.id);

    // The first referrer keeps the credit on the user.
    const eve = await createUser(server, 'Eve');
    const eves = await recommend(eve, business.id);
    await dan.client.recommendations.updateReferredBy({ body: { referralCode: eves.referralCode } });
    const [again] = await server.database.db.select().from(users).where(eq(users.id, dan.id));
    expect(again?.referredByUserId).toBe(cara.id);

    await expect(dan.client.recommendations.updateReferredBy({ body: { referralCode: crypto.randomUUID() } })).rejects.toMatchObject({ status: 404 });
    await expect(dan.client.recommendations.updateReferredBy({ body: { referralCode: 'not-a-code' } })).rejects.toMatchObject({ status: 404 });
  });

  test("recommending through another customer's code records them as the referrer", async () => {
    const { business } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    const dan = await createUser(server, 'Dan');
    const caras = await recommend(cara, business.id);
    const dans = await recommend(dan, business.id, 'Roofing', { referralCode: caras.referralCode });
    expect(dans).toMatchObject({ referredBy: cara.id, recommender: { id: dan.id } });
    expect(dans.id).not.toBe(caras.id);
  });
});
