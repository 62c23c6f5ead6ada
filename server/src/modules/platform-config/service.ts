import { inArray } from 'drizzle-orm';
import {
  DEFAULT_CARD_FEES_ENABLED,
  DEFAULT_COMMISSION_RATE,
  DEFAULT_RECOMMENDATION_REWARD_PENCE,
  DEFAULT_REFERRAL_REWARD_PENCE,
  type PlatformConfig,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

const isPence = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The operator-tunable platform settings, with the spec's defaults for any not stored. */
export async function loadPlatformConfig(db: Queryable): Promise<PlatformConfig> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['commissionRate', 'cardFeesEnabled', 'recommendationRewardPence', 'referralRewardPence']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const commissionRate = value('commissionRate');
  const cardFeesEnabled = value('cardFeesEnabled');
  const recommendationRewardPence = value('recommendationRewardPence');
  const referralRewardPence = value('referralRewardPence');
  return {
    commissionRate: typeof commissionRate === 'number' ? commissionRate : DEFAULT_COMMISSION_RATE,
    cardFeesEnabled: typeof cardFeesEnabled === 'boolean' ? cardFeesEnabled : DEFAULT_CARD_FEES_ENABLED,
    recommendationRewardPence: isPence(recommendationRewardPence) ? recommendationRewardPence : DEFAULT_RECOMMENDATION_REWARD_PENCE,
    referralRewardPence: isPence(referralRewardPence) ? referralRewardPence : DEFAULT_REFERRAL_REWARD_PENCE,
  };
}
