import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { previewRewardCredit } from '../payments/checkout-rewards.js';
import { balanceOf, entriesOf } from './ledger.js';
import { pauseReasonFor, releaseHeldRewards } from './pause.js';

/** The caller's rewards for /referral. Reading first releases anything held with no job left to review. */
export function rewardsHandlers({ db }: AppContext) {
  return {
    getBalance: async ({ viewer }) => {
      const now = new Date();
      await releaseHeldRewards(db, viewer.userId, now);
      const [balance, pausedReason] = await Promise.all([balanceOf(db, viewer.userId), pauseReasonFor(db, viewer.userId, now)]);
      return { ...balance, pausedReason };
    },
    getEntries: async ({ viewer, query }) => {
      const now = new Date();
      await releaseHeldRewards(db, viewer.userId, now);
      return entriesOf(db, viewer.userId, query, now);
    },
    getReferralCode: async ({ viewer }) => {
      const [me] = await db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, viewer.userId)).limit(1);
      return { referralCode: me!.referralCode };
    },
    getCheckoutCredit: async ({ viewer, query }) => {
      await releaseHeldRewards(db, viewer.userId, new Date());
      return previewRewardCredit(db, viewer.userId, query.scheduleItemId);
    },
  } satisfies GroupHandlers<'rewards'>;
}
