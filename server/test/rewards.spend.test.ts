import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { feeBreakdown } from '@tradeshub/sdk';
import { rewardEntries } from '../src/db/schema/index.js';
import { balanceOf, earnReward } from '../src/modules/rewards/ledger.js';
import { spendRewardsOnFee } from '../src/modules/rewards/spend.js';
import { createUser, type TestUser } from './business.fixtures.js';
import { startTestServer, usePostgres, type TestServer } from './harness.js';

// Spending a reward balance on a payment's platform fee. Runs on PGlite and, with
// TEST_DB=postgres (scripts/test-postgres.mjs), on PostgreSQL, where the concurrent spends
// really race on a pool of connections.

let server: TestServer;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  customer = await createUser(server, 'Cara');
});
afterAll(async () => server?.close());

async function earn(amountPence: number) {
  await earnReward(server.database.db, {
    userId: customer.id,
    kind: 'REFERRAL',
    amountPence,
    reason: 'Aire Valley Plumbing, a business you referred, was paid through Tradeshub for the first time.',
    sourceId: randomUUID(),
    triggeredByUserId: null,
    now: new Date(),
  });
}

/** A £100 payment: 480p platform fee, no card fee. */
function spend(paymentId = randomUUID()) {
  const fees = feeBreakdown({ totalPence: 10_000, commissionRate: 4, cardFeeEnabled: false });
  return spendRewardsOnFee(server.database.db, {
    userId: customer.id,
    paymentId,
    paymentDescription: "the deposit for 'New bathroom'",
    chargePence: fees.totalPence,
    platformFeePence: fees.platformFeePence,
    cardFeePence: fees.cardFeePence,
  });
}

describe('spending rewards on a platform fee', () => {
  test('pays at most the fee, records one SPENT entry, and leaves the tradesperson net unchanged', async () => {
    await earn(2500);
    const without = feeBreakdown({ totalPence: 10_000, commissionRate: 4, cardFeeEnabled: false });

    const split = await spend();
    expect(split).toEqual({ creditPence: 480, customerPaysPence: 9520, applicationFeePence: 0, tradespersonNetPence: without.netPence });
    expect(await balanceOf(server.database.db, customer.id)).toEqual({ availablePence: 2020, pausedPence: 0 });
    const [spent] = (await customer.client.rewards.getEntries({ query: {} })).items;
    expect(spent).toMatchObject({ kind: 'SPENT', state: 'SPENT', amountPence: -480, reason: "£4.80 off the platform fee on the deposit for 'New bathroom'." });
  });

  test('a balance smaller than the fee pays part of it and leaves nothing', async () => {
    await earn(300);
    expect(await spend()).toMatchObject({ creditPence: 300, customerPaysPence: 9700, applicationFeePence: 180, tradespersonNetPence: 9520 });
    expect(await balanceOf(server.database.db, customer.id)).toEqual({ availablePence: 0, pausedPence: 0 });
    expect(await spend()).toMatchObject({ creditPence: 0, customerPaysPence: 10_000, applicationFeePence: 480 });
  });

  test('the same payment spends once, however often checkout asks', async () => {
    await earn(2500);
    const paymentId = randomUUID();
    expect((await spend(paymentId)).creditPence).toBe(480);
    expect((await spend(paymentId)).creditPence).toBe(480);
    expect(await balanceOf(server.database.db, customer.id)).toMatchObject({ availablePence: 2020 });
    expect(await server.database.db.select().from(rewardEntries).where(eq(rewardEntries.kind, 'SPENT'))).toHaveLength(1);
  });

  test('paused rewards are not spent', async () => {
    await server.database.db.insert(rewardEntries).values({
      userId: customer.id,
      kind: 'RECOMMENDATION',
      amountPence: 500,
      reason: 'Pennine Roofing accepted your recommendation.',
      sourceId: randomUUID(),
      pausedForWorkId: randomUUID(),
    });
    expect((await spend()).creditPence).toBe(0);
    expect(await balanceOf(server.database.db, customer.id)).toEqual({ availablePence: 0, pausedPence: 500 });
  });

  test(`concurrent spends of one balance never overdraw it (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await earn(1000);
    const splits = await Promise.all(Array.from({ length: 8 }, () => spend()));
    const credits = splits.map((s) => s.creditPence);
    // 480 + 480 + 40 and nothing after: the whole balance, never more.
    expect(credits.reduce((a, b) => a + b, 0)).toBe(1000);
    expect([...credits].sort((a, b) => b - a)).toEqual([480, 480, 40, 0, 0, 0, 0, 0]);
    expect(await balanceOf(server.database.db, customer.id)).toEqual({ availablePence: 0, pausedPence: 0 });
  });
});
