import { formatPounds, type PlatformConfig, type UpdatePlatformConfigBody } from '@tradeshub/sdk';
import type { Database } from '../../db/client.js';
import type { AuditChange } from '../../db/schema/index.js';
import { savePlatformConfig } from '../platform-config/service.js';
import { recordOperatorAction } from './audit.js';

const SHOWN: { [K in keyof PlatformConfig]: { field: string; show: (value: PlatformConfig[K]) => string } } = {
  commissionRate: { field: 'commission rate', show: (v) => `${v}%` },
  cardFeesEnabled: { field: 'card fees', show: (v) => (v ? 'On' : 'Off') },
  recommendationRewardPence: { field: 'recommending reward', show: formatPounds },
  referralRewardPence: { field: 'referring reward', show: formatPounds },
};

/** An operator's change to the platform config, recorded field by field with the reason. */
export async function updatePlatformConfig(db: Database, operatorId: string, body: UpdatePlatformConfigBody): Promise<PlatformConfig> {
  const { reason, ...changes } = body;
  return db.transaction(async (tx) => {
    const { before, after } = await savePlatformConfig(tx, changes);
    const changed: AuditChange[] = (Object.keys(SHOWN) as (keyof PlatformConfig)[])
      .filter((key) => before[key] !== after[key])
      .map((key) => {
        const shown = SHOWN[key] as { field: string; show: (value: unknown) => string };
        return { field: shown.field, from: shown.show(before[key]), to: shown.show(after[key]) };
      });
    await recordOperatorAction(tx, { operatorId, action: 'CONFIG_UPDATED', targetType: 'CONFIG', targetLabel: 'Platform config', reason, changes: changed });
    return after;
  });
}
