import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_CARD_FEES_ENABLED,
  DEFAULT_COMMISSION_RATE,
  DEFAULT_RECOMMENDATION_REWARD_PENCE,
  DEFAULT_REFERRAL_REWARD_PENCE,
  type PlatformConfig,
} from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** Every operator-tunable setting with the default it has while no operator has set it. */
export const PLATFORM_CONFIG_DEFAULTS: PlatformConfig = {
  commissionRate: DEFAULT_COMMISSION_RATE,
  cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED,
  recommendationRewardPence: DEFAULT_RECOMMENDATION_REWARD_PENCE,
  referralRewardPence: DEFAULT_REFERRAL_REWARD_PENCE,
};
const KEYS = Object.keys(PLATFORM_CONFIG_DEFAULTS) as (keyof PlatformConfig)[];

/** The operator-tunable platform settings, with the spec's defaults for any not stored. */
export async function loadPlatformConfig(db: Queryable): Promise<PlatformConfig> {
  const rows = await db.select().from(settings).where(inArray(settings.key, KEYS));
  const config = { ...PLATFORM_CONFIG_DEFAULTS };
  for (const row of rows) {
    const key = row.key as keyof PlatformConfig;
    // A stored value of the wrong type (a hand edit) falls back to the default rather than breaking fees.
    if (typeof row.value === typeof PLATFORM_CONFIG_DEFAULTS[key]) Object.assign(config, { [key]: row.value });
  }
  return config;
}

/** Stores the settings given (the rest keep their value) and returns the config before and after. */
export async function savePlatformConfig(db: Queryable, changes: Partial<PlatformConfig>): Promise<{ before: PlatformConfig; after: PlatformConfig }> {
  const before = await loadPlatformConfig(db);
  const entries = KEYS.filter((key) => changes[key] !== undefined).map((key) => ({ key, value: changes[key], updatedAt: new Date() }));
  if (entries.length > 0) {
    await db
      .insert(settings)
      .values(entries)
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
  }
  return { before, after: { ...before, ...Object.fromEntries(entries.map((e) => [e.key, e.value])) } };
}
