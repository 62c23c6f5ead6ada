import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personalReferralLink } from '@tradeshub/sdk';
import { users } from '../src/db/schema/index.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { connectSandboxAccount, payStage } from './payments.fixtures.js';
import { parties, workAt } from './work.fixtures.js';
import { createUser } from './business.fixtures.js';

// A person's own referral link (/join?ref=): whoever comes through it is recorded as referred
// by them, and a business they run earns the referrer the referral reward when first paid.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0', LATE_PAYMENT_SWEEP_INTERVAL_MS: '0' });
});
afterAll(async () => server?.close());

describe('a personal referral link', () => {
  test('names its owner as referrer of whoever joins through it, who earns when that business is first paid', async () => {
    const referrer = await createUser(server, 'Rita');
    const { referralCode } = await referrer.client.rewards.getReferralCode();
    expect(personalReferralLink('https://tradeshub.example/', referralCode)).toBe(`https://tradeshub.example/join?ref=${referralCode}`);
    expect((await referrer.client.rewards.getReferralCode()).referralCode).toBe(referralCode);

    const p = await parties(server, 'Joined Through A Link Ltd');
    await p.owner.client.recommendations.updateReferredBy({ body: { referralCode } });
    const [owner] = await server.database.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, p.owner.id));
    expect(owner!.referredBy).toBe(referrer.id);
    // The first referrer keeps the credit.
    const other = await createUser(server, 'Otto');
    await p.owner.client.recommendations.updateReferredBy({ body: { referralCode: (await other.client.rewards.getReferralCode()).referralCode } });
    expect((await server.database.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, p.owner.id)))[0]!.referredBy).toBe(referrer.id);

    await connectSandboxAccount(server, p.owner);
    const work = await workAt(p, 'AGREED');
    await p.owner.client.work.requestPayment({ params: { id: work.payments[0]!.id } });
    expect((await payStage(server, p.customer, work.payments[0]!.id)).response.status).toBe(303);
    const earned = (await referrer.client.rewards.getEntries({ query: {} })).items;
    expect(earned).toEqual([expect.objectContaining({ kind: 'REFERRAL', state: 'AVAILABLE', amountPence: 2_500 })]);
    expect(await referrer.client.rewards.getBalance()).toMatchObject({ availablePence: 2_500 });
  });

  test('your own link cannot name you; an unknown code is a 404 with a sentence', async () => {
    const me = await createUser(server, 'Mo');
    const { referralCode } = await me.client.rewards.getReferralCode();
    const self = await failure(me.client.recommendations.updateReferredBy({ body: { referralCode } }));
    expect([self.status, self.message]).toEqual([400, 'You cannot record yourself as the person who referred you.']);
    const unknown = await failure(me.client.recommendations.updateReferredBy({ body: { referralCode: '8f0c2b1e-0000-4000-8000-000000000000' } }));
    expect(unknown.status).toBe(404);
  });
});
