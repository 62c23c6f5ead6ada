import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { rewardCreditSplit, type CheckoutCharge, type RewardCheckoutCredit } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { paymentCheckouts } from '../../db/schema/index.js';
import { balanceOf } from '../rewards/ledger.js';
import { returnRewardSpend, spendRewardsOnFee } from '../rewards/spend.js';
import { findPayableScheduleItem, type PayableScheduleItem } from '../work/service.js';
import type { CheckoutRow } from './checkout-session.js';

// The customer's rewards at checkout (ARCHITECTURE.md section 12, decision 0053): the
// available balance pays part of the platform fee on the payment, never more than that fee.
// It comes off the card charge and off the application fee alike, so the platform bears it
// and the tradesperson's net is unchanged. The credit is set aside in the ledger when the
// checkout opens (so two checkouts cannot both count on one balance) and given back when
// that checkout ends unpaid.


/** What a checkout charges once the customer's rewards are counted. */
export interface CreditedCharge {
  /** What the card is charged: the charge less the credit. */
  chargePence: number;
  /** What the platform keeps: its fees less the credit. */
  applicationFeePence: number;
  creditPence: number;
  /** The ledger key of the credit, or null when none was used. */
  spendId: string | null;
}

/**
 * The ledger key of one checkout attempt's credit: a UUID made from the item and the attempt,
 * the same for every request racing to open that attempt (as the provider's idempotency key
 * is), so they all find one spend and send the provider the same amounts.
 */
export function rewardCreditKey(scheduleItemId: string, attempt: number): string {
  const h = createHash('sha256').update(`checkout-reward-credit:${scheduleItemId}:${attempt}`).digest('hex');
  const variant = (8 | (parseInt(h[16]!, 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function paymentName(payable: PayableScheduleItem): string {
  return `'${payable.item.description}' for '${payable.workTitle}'`.slice(0, 200);
}

/** Sets aside the customer's credit for this checkout attempt (in the caller's transaction) and answers the charge with it. */
export async function applyRewardCredit(tx: Queryable, userId: string, payable: PayableScheduleItem, charge: CheckoutCharge, attempt: number): Promise<CreditedCharge> {
  const spendId = rewardCreditKey(payable.item.id, attempt);
  const split = await spendRewardsOnFee(tx, {
    userId,
    paymentId: spendId,
    paymentDescription: paymentName(payable),
    chargePence: charge.chargePence,
    platformFeePence: charge.platformFeePence,
    cardFeePence: charge.cardFeePence,
  });
  return { chargePence: split.customerPaysPence, applicationFeePence: split.applicationFeePence, creditPence: split.creditPence, spendId: split.creditPence > 0 ? spendId : null };
}

/** The same charge as the open checkout's, before its credit: whether it can be reused. */
export function sameChargeBeforeCredit(open: CheckoutRow, charge: CheckoutCharge): boolean {
  return open.amountPence + open.rewardCreditPence === charge.chargePence && open.applicationFeePence + open.rewardCreditPence === charge.applicationFeePence;
}

/**
 * Before the customer presses Pay: what their rewards take off this payment. The open
 * checkout's credit when one is open (Pay reuses it); otherwise what the balance would pay of the fee now.
 * Someone else's payment is a 404, one that cannot be paid a 409, as for the checkout.
 */
export async function previewRewardCredit(db: Database, userId: string, scheduleItemId: string): Promise<RewardCheckoutCredit> {
  return db.transaction(async (tx) => {
    const payable = await findPayableScheduleItem(tx, userId, scheduleItemId);
    const { availablePence } = await balanceOf(tx, userId);
    const [open] = await tx
      .select({ creditPence: paymentCheckouts.rewardCreditPence })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.scheduleItemId, scheduleItemId), eq(paymentCheckouts.status, 'open'), gt(paymentCheckouts.expiresAt, new Date())))
      .limit(1);
    // Pay reuses an open checkout as it is, so its credit (even none) is what this payment gets.
    if (open) return { availablePence, creditPence: open.creditPence };
    const { creditPence } = rewardCreditSplit({ chargePence: payable.totalDuePence, platformFeePence: payable.platformFeePence, availablePence });
    return { availablePence, creditPence };
  });
}

/** A checkout ended unpaid (expired, or replaced by a new one): its credit goes back to the customer. */
export async function returnCheckoutCredit(tx: Queryable, row: Pick<CheckoutRow, 'customerUserId' | 'rewardSpendId' | 'rewardCreditPence' | 'paidAt'>, spendId = row.rewardSpendId): Promise<void> {
  if (!spendId || row.paidAt) return;
  await returnRewardSpend(tx, { userId: row.customerUserId, paymentId: spendId, why: 'the checkout it was set aside for ended unpaid, so it is yours to spend again.' });
}
