import { inArray } from 'drizzle-orm';
import { DEFAULT_CARD_FEES_ENABLED, DEFAULT_COMMISSION_RATE, type PlatformConfig } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** The operator-tunable platform settings, with the spec's defaults for any not stored. */
export async function loadPlatformConfig(db: Queryable): Promise<PlatformConfig> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['commissionRate', 'cardFeesEnabled']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const commissionRate = value('commissionRate');
  const cardFeesEnabled = value('cardFeesEnabled');
  return {
    commissionRate: typeof commissionRate === 'number' ? commissionRate : DEFAULT_COMMISSION_RATE,
    cardFeesEnabled: typeof cardFeesEnabled === 'boolean' ? cardFeesEnabled : DEFAULT_CARD_FEES_ENABLED,
  };
}
