import { DEFAULT_RECOMMENDATION_REWARD_PENCE, formatPounds, isReviewOverdue, rewardPauseReason } from '@tradeshub/sdk';
import type { rewardEntries } from '../db/schema/index.js';
import { rewardEarnedNotice } from '../modules/notifications/notices.js';
import { recommendationRewardReason } from '../modules/rewards/earn.js';
import type { DemoBusiness } from './demo-businesses.js';
import type { DemoContext, NotificationRow, RecommendationRow, UserRow } from './demo-context.js';
import { buildWork, type BuiltWork } from './demo-work-rows.js';

// The demo customer's rewards on /referral: her accepted recommendations each earned the
// default reward, written as the server would have written them at the time. She has a job
// finished 19 days ago that she has not reviewed, so the newest one (accepted yesterday) is
// paused and says why; reviewing that job releases it.

export type RewardEntryRow = typeof rewardEntries.$inferInsert & { id: string; createdAt: Date };

export interface DemoRewards {
  /** The finished job she has not reviewed yet. */
  unreviewed: BuiltWork;
  entries: RewardEntryRow[];
  notifications: NotificationRow[];
}

export function buildDemoRewards(
  ctx: DemoContext,
  input: { customer: UserRow; recommendations: readonly RecommendationRow[]; businesses: readonly DemoBusiness[] },
): DemoRewards {
  const { random } = ctx;
  const me = input.customer;
  const accepted = input.recommendations
    .filter((r) => r.recommenderUserId === me.id && r.status === 'ACCEPTED' && r.respondedAt)
    .sort((a, b) => a.respondedAt!.getTime() - b.respondedAt!.getTime());
  const businessOf = (id: string) => input.businesses.find((b) => b.row.id === id);
  const firstBusiness = businessOf(accepted[0]?.businessId ?? '');
  if (!firstBusiness || accepted.length < 2) throw new Error('The demo rewards need the demo customer to have at least two accepted recommendations.');

  const category = firstBusiness.categories[0]!;
  const unreviewed = buildWork(
    ctx,
    {
      customerId: me.id,
      customerName: `${me.firstName} ${me.lastName}`,
      businessId: firstBusiness.row.id,
      businessName: firstBusiness.row.name,
      businessUserId: firstBusiness.owner.id,
      conversationId: null,
    },
    {
      title: 'Storm damage repairs at the back of the house',
      description: 'Make good the damage from the February storm at the back of the house, as agreed on the visit.',
      category,
      mode: 'QUICK',
      status: 'COMPLETED',
      lines: [
        { description: 'Materials', price: 14_500, vat: 20 },
        { description: 'Labour, one day', price: 26_000, vat: 20 },
      ],
      payments: [{ description: 'Payment on completion', percent: 100, dueInDays: -12, status: 'PAID', requestedDaysAgo: 19, paidDaysAgo: 18 }],
      createdDaysAgo: 50,
      startedDaysAgo: 21,
      completedDaysAgo: 19,
    },
  );
  const completedAt = unreviewed.work.completedAt!;
  const pausedReason = rewardPauseReason([{ title: unreviewed.work.title, businessName: firstBusiness.row.name }]);

  const entries: RewardEntryRow[] = [];
  const notifications: NotificationRow[] = [];
  for (const recommendation of accepted) {
    const business = businessOf(recommendation.businessId)!;
    const earnedAt = recommendation.respondedAt!;
    const paused = isReviewOverdue(completedAt, earnedAt);
    const entry: RewardEntryRow = {
      id: random.uuid(),
      userId: me.id,
      kind: 'RECOMMENDATION',
      amountPence: DEFAULT_RECOMMENDATION_REWARD_PENCE,
      reason: recommendationRewardReason(business.row.name),
      sourceId: recommendation.id,
      pausedForWorkId: paused ? unreviewed.work.id : null,
      createdAt: earnedAt,
    };
    entries.push(entry);
    const notice = rewardEarnedNotice({ entryId: entry.id, amount: formatPounds(entry.amountPence), reason: entry.reason, pausedReason: paused ? pausedReason : null });
    notifications.push({ id: random.uuid(), userId: me.id, triggeredByUserId: business.owner.id, ...notice, read: !paused, createdAt: earnedAt });
  }
  if (!entries.some((e) => e.pausedForWorkId) || entries.every((e) => e.pausedForWorkId)) {
    throw new Error('The demo customer should have rewards earned and one paused; check the dates of her recommendations.');
  }
  return { unreviewed, entries, notifications };
}
