import { and, eq } from 'drizzle-orm';
import { formatPounds, rewardCreditSplit, type RewardCreditSplit } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { rewardEntries, users } from '../../db/schema/index.js';
import { balanceOf } from './ledger.js';

export interface RewardSpendRequest {
  /** The customer paying. */
  userId: string;
  /** The payment the credit is for (the schedule item being paid): one spend per payment. */
  paymentId: string;
  /** What the payment is for, as the customer reads it on /referral, e.g. "'New bathroom' deposit". */
  paymentDescription: string;
  /** What the customer would be charged without rewards. */
  chargePence: number;
  /** The platform's fee on this payment (commission + VAT). */
  platformFeePence: number;
  /** The card fee on this payment, 0 when card fees are off. */
  cardFeePence?: number;
  now?: Date;
}

/**
 * For checkout: spends as much of the customer's available balance as the payment's
 * platform fee allows (never more than that fee) and records it as one SPENT entry, all in
 * one transaction (a savepoint inside the caller's). The customer's row is locked first, so
 * concurrent spends of one balance queue and none can take it below zero. Calling it again
 * for the same payment spends nothing more and answers the credit already recorded.
 * Charge `customerPaysPence` with an application fee of `applicationFeePence`; the
 * tradesperson's net is unchanged.
 */
export async function spendRewardsOnFee(db: Queryable, request: RewardSpendRequest): Promise<RewardCreditSplit> {
  const fees = { chargePence: request.chargePence, platformFeePence: request.platformFeePence, cardFeePence: request.cardFeePence ?? 0 };
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    if (!customer) return rewardCreditSplit({ ...fees, availablePence: 0 });
    const [spent] = await tx
      .select({ amountPence: rewardEntries.amountPence })
      .from(rewardEntries)
      .where(and(eq(rewardEntries.kind, 'SPENT'), eq(rewardEntries.sourceId, request.paymentId), eq(rewardEntries.userId, request.userId)))
      .limit(1);
    if (spent) return rewardCreditSplit({ ...fees, availablePence: -spent.amountPence });
    // A credit already given back is never set aside again under the same key.
    const [returned] = await tx
      .select({ id: rewardEntries.id })
      .from(rewardEntries)
      .where(and(eq(rewardEntries.kind, 'RETURNED'), eq(rewardEntries.sourceId, request.paymentId), eq(rewardEntries.userId, request.userId)))
      .limit(1);
    if (returned) return rewardCreditSplit({ ...fees, availablePence: 0 });
    const { availablePence } = await balanceOf(tx, request.userId);
    const split = rewardCreditSplit({ ...fees, availablePence });
    if (split.creditPence > 0) {
      await tx.insert(rewardEntries).values({
        userId: request.userId,
        kind: 'SPENT',
        amountPence: -split.creditPence,
        reason: `${formatPounds(split.creditPence)} off the platform fee on ${request.paymentDescription}.`,
        sourceId: request.paymentId,
        createdAt: request.now ?? new Date(),
      });
    }
    return split;
  });
}

export interface RewardReturn {
  userId: string;
  /** The key the credit was spent under (`spendRewardsOnFee`'s paymentId). */
  paymentId: string;
  /** Why it comes back, as the customer reads it on /referral after '£4.80 back: '. */
  why: string;
  now?: Date;
}

/**
 * Gives back a credit set aside for a payment that was not made (its checkout expired or
 * was replaced): a RETURNED entry of the same amount, so the ledger is still only inserted
 * into. Once per spend (the unique index on kind and source); nothing when nothing was spent.
 * Answers the pence given back.
 */
export async function returnRewardSpend(db: Queryable, request: RewardReturn): Promise<number> {
  const [spent] = await db
    .select({ amountPence: rewardEntries.amountPence })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.kind, 'SPENT'), eq(rewardEntries.sourceId, request.paymentId), eq(rewardEntries.userId, request.userId)))
    .limit(1);
  if (!spent) return 0;
  const [back] = await db
    .insert(rewardEntries)
    .values({ userId: request.userId, kind: 'RETURNED', amountPence: -spent.amountPence, reason: `${formatPounds(-spent.amountPence)} back: ${request.why}`.slice(0, 300), sourceId: request.paymentId, createdAt: request.now ?? new Date() })
    .onConflictDoNothing()
    .returning({ amountPence: rewardEntries.amountPence });
  return back?.amountPence ?? 0;
}
