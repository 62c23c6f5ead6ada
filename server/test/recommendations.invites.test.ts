import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resendRecommendationErrorMessage, type CategoryTitle } from '@tradeshub/sdk';
import { businesses, notifications, outbox, recommendations } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { lastEmailTo } from './clients.js';
import { anonymousClient, call, createUser, registerForm, seedCategories } from './business.fixtures.js';

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
const roofing = () => categoryIds.get('Roofing')!;

async function businessOwner() {
  const owner = await createUser(server, 'Olive');
  const business = await owner.client.business.register({ body: registerForm(categoryIds) });
  return { owner, business };
}

async function countOf(businessId: string): Promise<number> {
  const [row] = await server.database.db.select({ count: businesses.recommendationCount }).from(businesses).where(eq(businesses.id, businessId));
  return row!.count;
}

async function lastSmsTo(recipient: string) {
  const [sms] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!sms) throw new Error(`No SMS was sent to ${recipient}`);
  return sms;
}

describe('inviting a past customer', () => {
  test('by email: an invite row with a referral code, the templated email carrying the link, and an EMAIL_SENT notice', async () => {
    const { owner, business } = await businessOwner();
    const invite = await owner.client.recommendations.invite({
      body: { name: 'Jane Customer', emailAddress: 'Jane@Example.co.uk', workCategoryId: roofing() },
    });
    expect(invite).toMatchObject({
      status: 'PENDING',
      recommender: null,
      businessId: business.id,
      invitedName: 'Jane Customer',
      invitedEmail: 'jane@example.co.uk',
      inviteCount: 1,
      inviteSentAt: expect.any(String),
    });

    const mail = await lastEmailTo(server, 'jane@example.co.uk');
    expect(mail.templateKey).toBe('recommendation-invite-email');
    expect(mail.subject).toBe('Pennine Roofing would value your recommendation');
    expect(mail.body).toContain(`${server.config.siteUrl}/home/recommend?code=${invite.referralCode}`);
    expect(mail.body).toContain('Hi Jane Customer');

    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told).toMatchObject([{ actionType: 'EMAIL_SENT', isForBusiness: true }]);
    expect(await countOf(business.id)).toBe(0);
  });

  test('by SMS: the templated text carries the link, with an SMS_SENT notice', async () => {
    const { owner } = await businessOwner();
    const invite = await owner.client.recommendations.invite({
      body: { name: 'Jim', phoneNumber: '07700 900123', workCategoryId: roofing() },
    });
    const sms = await lastSmsTo('07700 900123');
    expect(sms).toMatchObject({ channel: 'sms', templateKey: 'recommendation-invite-sms' });
    expect(sms.body).toContain(`/home/recommend?code=${invite.referralCode}`);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told.map((n) => n.actionType)).toEqual(['SMS_SENT']);
  });

  test('refuses a caller without a business (403), a category the business does not offer (400), no contact (400) and no token (401)', async () => {
    const { owner } = await businessOwner();
    const cara = await createUser(server, 'Cara');
    await expect(
      cara.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } }),
    ).rejects.toMatchObject({ status: 403, code: 'BUSINESS_REQUIRED' });
    await expect(
      owner.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: categoryIds.get('Tiling')! } }),
    ).rejects.toMatchObject({ status: 400 });
    const noContact = await call(server, 'POST', `${base}/invite`, { token: owner.token, body: { name: 'Jane', workCategoryId: roofing() } });
    expect(noContact.status).toBe(400);
    const anonymous = await call(server, 'POST', `${base}/invite`, { body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } });
    expect(anonymous.status).toBe(401);
    expect(await server.database.db.select().from(recommendations)).toEqual([]);
  });
});

describe('the public lookup by referral code', () => {
  test('shows the invite without emails or phone numbers; unknown, malformed or revoked codes are 404', async () => {
    const { owner, business } = await businessOwner();
    const invite = await owner.client.recommendations.invite({
      body: { name: 'Jane', emailAddress: 'jane@example.co.uk', phoneNumber: '07700 900123', workCategoryId: roofing() },
    });
    const response = await call(server, 'GET', `/backend-service/public/get-recommendation/${invite.referralCode}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: invite.id, business: { id: business.id, name: 'Pennine Roofing' }, recommender: null });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain('jane@example.co.uk');
    expect(raw).not.toContain('07700');
    expect(raw).not.toMatch(/invitedEmail|invitedPhone/);

    const viaSdk = await anonymousClient(server).recommendations.getByReferralCode({ params: { referralCode: invite.referralCode } });
    expect(viaSdk.id).toBe(invite.id);

    expect((await call(server, 'GET', `/backend-service/public/get-recommendation/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call(server, 'GET', '/backend-service/public/get-recommendation/not-a-code')).status).toBe(404);

    const cara = await createUser(server, 'Cara');
    const claimed = await cara.client.recommendations.create({
      body: { businessId: business.id, workCategoryId: roofing(), referralCode: invite.referralCode },
    });
    await cara.client.recommendations.revoke({ params: { id: claimed.id } });
    expect((await call(server, 'GET', `/backend-service/public/get-recommendation/${invite.referralCode}`)).status).toBe(404);
  });
});

describe('claiming an invite', () => {
  test('a signed-in customer recommending through the code becomes the recommender of the invite row; the owner accepts it', async () => {
    const { owner, business } = await businessOwner();
    const invite = await owner.client.recommendations.invite({
      body: { name: 'Cara', emailAddress: 'cara.invited@example.co.uk', workCategoryId: roofing() },
    });
    expect((await owner.client.business.getPendingRecommendations({ params: { id: business.id }, query: {} })).items).toEqual([]);
    expect(await owner.client.business.checkApplicability({ query: { recommendationId: invite.id } })).toEqual({
      applicable: false,
      reason: 'The customer has not answered your invitation yet.',
    });
    await expect(owner.client.recommendations.respond({ params: { id: invite.id }, body: { status: 'ACCEPTED' } })).rejects.toMatchObject({ status: 409 });

    const cara = await createUser(server, 'Cara');
    const claimed = await cara.client.recommendations.create({
      body: { businessId: business.id, workCategoryId: categoryIds.get('Plumbing')!, referralCode: invite.referralCode, comment: 'Great' },
    });
    expect(claimed).toMatchObject({
      id: invite.id,
      referralCode: invite.referralCode,
      recommender: { id: cara.id },
      workCategory: { title: 'Plumbing' },
      comment: 'Great',
      status: 'PENDING',
    });
    expect(await server.database.db.select().from(recommendations)).toHaveLength(1);

    const pending = await owner.client.business.getPendingRecommendations({ params: { id: business.id }, query: {} });
    expect(pending.items.map((r) => r.id)).toEqual([invite.id]);
    await owner.client.recommendations.respond({ params: { id: invite.id }, body: { status: 'ACCEPTED' } });
    expect(await countOf(business.id)).toBe(1);

    // Cara's own invite-made recommendation credits the business owner as her referrer.
    expect(await cara.client.recommendations.updateReferredBy({ body: { referralCode: invite.referralCode } })).toBeNull();
    const [row] = await server.database.db.select().from(recommendations).where(eq(recommendations.id, invite.id));
    expect(row?.referredByUserId).toBe(owner.id);
  });

  test('a code for another business is refused (400); the owner cannot claim their own invite (403)', async () => {
    const { owner, business } = await businessOwner();
    const otto = await createUser(server, 'Otto');
    const other = await otto.client.business.register({ body: registerForm(categoryIds, { name: 'Other Roofing' }) });
    const invite = await owner.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } });
    const cara = await createUser(server, 'Cara');
    await expect(
      cara.client.recommendations.create({ body: { businessId: other.id, workCategoryId: roofing(), referralCode: invite.referralCode } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      owner.client.recommendations.create({ body: { businessId: business.id, workCategoryId: roofing(), referralCode: invite.referralCode } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('resending an invite', () => {
  test('increments inviteCount and sends again, at most 3 resends a day, then 429 with an unquoted sentence', async () => {
    const { owner } = await businessOwner();
    const invite = await owner.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } });

    for (let i = 0; i < 3; i += 1) {
      const response = await call(server, 'POST', `${base}/resend-invite/${invite.id}`, { token: owner.token });
      expect(response).toMatchObject({ status: 200, body: { data: null, message: 'Your invitation was sent to Jane again.' } });
    }
    const [row] = await server.database.db.select().from(recommendations).where(eq(recommendations.id, invite.id));
    expect(row?.inviteCount).toBe(4);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'jane@example.co.uk'));
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.body.includes(`/home/recommend?code=${invite.referralCode}`))).toBe(true);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told.filter((n) => n.actionType === 'EMAIL_SENT')).toHaveLength(4);

    const limited = await call(server, 'POST', `${base}/resend-invite/${invite.id}`, { token: owner.token });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('You have already resent this invitation 3 times today. You can send it again tomorrow.');
    expect(limited.body.message).not.toMatch(/^["']|["']$/);
    expect(resendRecommendationErrorMessage(limited.body)).toBe(limited.body.message);
    await expect(owner.client.recommendations.resendInvite({ params: { id: invite.id } })).rejects.toMatchObject({ status: 429 });
    expect(await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'jane@example.co.uk'))).toHaveLength(4);
  });

  test("someone else's invite is a 404; an answered invite or a plain recommendation has nothing to resend (409)", async () => {
    const { owner, business } = await businessOwner();
    const invite = await owner.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } });
    const cara = await createUser(server, 'Cara');
    await expect(cara.client.recommendations.resendInvite({ params: { id: invite.id } })).rejects.toMatchObject({ status: 404 });
    await expect(cara.client.recommendations.delete({ params: { id: invite.id } })).rejects.toMatchObject({ status: 404 });

    await cara.client.recommendations.create({ body: { businessId: business.id, workCategoryId: roofing(), referralCode: invite.referralCode } });
    await expect(owner.client.recommendations.resendInvite({ params: { id: invite.id } })).rejects.toMatchObject({ status: 409 });
    const plain = await (await createUser(server, 'Dan')).client.recommendations.create({
      body: { businessId: business.id, workCategoryId: roofing() },
    });
    await expect(owner.client.recommendations.resendInvite({ params: { id: plain.id } })).rejects.toMatchObject({ status: 409 });
  });

  test('the owner may delete an unanswered invite', async () => {
    const { owner } = await businessOwner();
    const invite = await owner.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing() } });
    expect(await owner.client.recommendations.delete({ params: { id: invite.id } })).toBeNull();
    expect(await server.database.db.select().from(recommendations)).toEqual([]);
  });
});
