import { formatPounds } from '@tradeshub/sdk';
import { useRewardCheckoutCredit } from '../entities/payments';

/**
 * Beside a Pay button: what the customer's Tradeshub rewards take off this payment (part of
 * Tradeshub's fee, never the tradesperson's share), before they go to the checkout. Nothing
 * when no reward applies, or while it is being worked out.
 */
export function RewardsCreditNote({ scheduleItemId, className = '' }: { scheduleItemId: string; className?: string }) {
  const creditPence = useRewardCheckoutCredit(scheduleItemId, true);
  if (creditPence <= 0) return null;
  return (
    <p className={`text-xs font-medium text-brand-800 ${className}`} data-testid="rewards-credit">
      Rewards: −{formatPounds(creditPence)} <span className="font-normal text-muted">off Tradeshub’s fee at checkout</span>
    </p>
  );
}
