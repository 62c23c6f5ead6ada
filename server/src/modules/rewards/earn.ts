import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businesses, paymentScheduleItems, users, works } from '../../db/schema/index.js';
import { loadPlatformConfig } from '../platform-config/service.js';
import { earnReward } from './ledger.js';

// The two ways to earn (ARCHITECTURE.md section 12), each called by the module where the
// event happens, in its transaction. Amounts come from the operator's platform config.

/** Why a recommender earned, as /referral and the notice say it. */
export const recommendationRewardReason = (businessName: string) => `${businessName} accepted your recommendation.`;

/** Why a referrer earned. */
export const referralRewardReason = (businessName: string) => `${businessName}, a business you referred, was paid through Tradeshub for the first time.`;

/** When a business accepts a recommendation: the recommender earns `recommendationRewardPence`, once per recommendation. */
export async function rewardAcceptedRecommendation(
  db: Queryable,
  r: { recommendationId: string; recommenderUserId: string; businessOwnerId: string; businessName: string; now?: Date },
) {
  const config = await loadPlatformConfig(db);
  return earnReward(db, {
    userId: r.recommenderUserId,
    kind: 'RECOMMENDATION',
    amountPence: config.recommendationRewardPence,
    reason: recommendationRewardReason(r.businessName),
    sourceId: r.recommendationId,
    triggeredByUserId: r.businessOwnerId,
    now: r.now ?? new Date(),
  });
}

/**
 * For the payments module: call it in the transaction that marks a payment to `businessId`
 * PAID. When that is the business's first payment through Tradeshub and its owner was
 * referred (they came through someone's referral link, or named them with
 * update-referred-by), the referrer earns `referralRewardPence`. Safe to call on every paid
 * payment: a business earns its referrer a reward once. Null when nobody earns.
 */
export async function rewardReferrerOnFirstPayment(db: Queryable, businessId: string, now: Date = new Date()) {
  const [business] = await db
    .select({ name: businesses.name, ownerUserId: businesses.ownerUserId, referrerId: users.referredByUserId })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business?.referrerId || business.referrerId === business.ownerUserId) return null;
  const [paid] = await db
    .select({ id: paymentScheduleItems.id })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(and(eq(works.businessId, businessId), eq(paymentScheduleItems.status, 'PAID')))
    .limit(1);
  if (!paid) return null;
  const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.id, business.referrerId)).limit(1);
  if (!referrer) return null;
  const config = await loadPlatformConfig(db);
  return earnReward(db, {
    userId: referrer.id,
    kind: 'REFERRAL',
    amountPence: config.referralRewardPence,
    reason: referralRewardReason(business.name),
    sourceId: businessId,
    triggeredByUserId: business.ownerUserId,
    now,
  });
}
