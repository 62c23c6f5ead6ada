import { feeBreakdown, type FeeBreakdown, type PlatformConfig } from '@tradeshub/sdk';

/** The settings fees depend on (the rest of the platform config is about rewards). */
export type FeeSettings = Pick<PlatformConfig, 'commissionRate' | 'cardFeesEnabled'>;
import { parsePoundsToPence } from '../../lib/pounds';

/** What the calculator shows for what was typed: the split of the total, or why there is none. */
export type TradeCalculation = { kind: 'split'; breakdown: FeeBreakdown } | { kind: 'problem'; message: string };

/** The largest quote the calculator takes: £10 million, far past any job on Tradeshub. */
const MAX_TOTAL_PENCE = 1_000_000_000;

/**
 * A quote total as typed (pounds, VAT included) split the way a payment through Tradeshub
 * splits it, with the sdk's money rules and the platform's own settings.
 * @example tradeCalculation('1,000', { commissionRate: 4, cardFeesEnabled: true })
 * // { kind: 'split', breakdown: { totalPence: 100000, platformFeePence: 4800, cardFeePence: 1520, netPence: 93680 } }
 */
export function tradeCalculation(typed: string, config: FeeSettings): TradeCalculation {
  const totalPence = parsePoundsToPence(typed);
  if (totalPence === null) return { kind: 'problem', message: 'Enter the quote total in pounds, such as 1250 or 1,250.00.' };
  if (totalPence === 0) return { kind: 'problem', message: 'Enter a quote total of more than £0.' };
  if (totalPence > MAX_TOTAL_PENCE) return { kind: 'problem', message: 'Enter a quote total of at most £10,000,000.' };
  const breakdown = feeBreakdown({ totalPence, commissionRate: config.commissionRate, cardFeeEnabled: config.cardFeesEnabled });
  if (breakdown.netPence < 0) {
    return { kind: 'problem', message: 'That amount is too small to carry its fees. Quote more, or take it outside Tradeshub.' };
  }
  return { kind: 'split', breakdown };
}
