import { REWARD_PAUSE_DAYS } from './constants.js';
import { assertPence } from './money.js';

// Rewards for recommending and referring (ARCHITECTURE.md section 12): a ledger in pence per
// user whose balance is the sum of its entries. The rules live here once; the server keeps
// the ledger and the hub shows it.

/**
 * Why an entry is in the ledger: earned for a recommendation or a referral, spent on a
 * platform fee at checkout, or RETURNED when that checkout ended unpaid (decision 0053).
 */
export const REWARD_ENTRY_KINDS = ['RECOMMENDATION', 'REFERRAL', 'SPENT', 'RETURNED'] as const;
export type RewardEntryKind = (typeof REWARD_ENTRY_KINDS)[number];

/** An earned entry is AVAILABLE to spend or PAUSED until its owner reviews their finished work; a spend is SPENT. */
export const REWARD_ENTRY_STATES = ['AVAILABLE', 'PAUSED', 'SPENT'] as const;
export type RewardEntryState = (typeof REWARD_ENTRY_STATES)[number];

const DAY_MS = 86_400_000;
const PAUSE_AFTER_MS = REWARD_PAUSE_DAYS * DAY_MS;

/**
 * Whether a work finished at `completedAt` is overdue for its customer's review at `now`:
 * more than 14 days have passed (exactly 14 days is not yet overdue).
 * @example isReviewOverdue(new Date('2026-01-01'), new Date('2026-01-15')) // false
 */
export function isReviewOverdue(completedAt: Date, now: Date): boolean {
  return now.getTime() - completedAt.getTime() > PAUSE_AFTER_MS;
}

/** The latest finish time a work may have and be overdue for review at `now` (strictly before it). */
export function reviewOverdueBefore(now: Date): Date {
  return new Date(now.getTime() - PAUSE_AFTER_MS);
}

/** A finished work of the customer's that they have not reviewed yet. */
export interface UnreviewedWork {
  readonly title: string;
  readonly businessName: string;
}

/**
 * The sentence that says why rewards are paused, or null when they are not (no overdue work).
 * @example rewardPauseReason([{ title: 'New boiler', businessName: 'Aire Valley Plumbing' }])
 * // "Paused until you review 'New boiler' by Aire Valley Plumbing: rewards pause while a job finished more than 14 days ago has no review."
 */
export function rewardPauseReason(overdue: readonly UnreviewedWork[]): string | null {
  const [first, ...rest] = overdue;
  if (!first) return null;
  const more = rest.length === 0 ? '' : ` and ${rest.length} more job${rest.length === 1 ? '' : 's'}`;
  return `Paused until you review '${first.title}' by ${first.businessName}${more}: rewards pause while a job finished more than ${REWARD_PAUSE_DAYS} days ago has no review.`;
}

/** An entry as the balance sees it: a signed amount (spends are negative) and its state. */
export interface RewardAmount {
  readonly amountPence: number;
  readonly state: RewardEntryState;
}

/** A user's rewards: what they can spend now and what is held until they review. */
export interface RewardBalance {
  readonly availablePence: number;
  readonly pausedPence: number;
}

/**
 * The balance is the sum of the entries: spends count against what is available, paused
 * earnings are held apart. It is never negative; a ledger that sums below zero is a bug.
 * @example rewardBalance([{ amountPence: 500, state: 'AVAILABLE' }, { amountPence: -200, state: 'SPENT' }])
 * // { availablePence: 300, pausedPence: 0 }
 */
export function rewardBalance(entries: readonly RewardAmount[]): RewardBalance {
  let availablePence = 0;
  let pausedPence = 0;
  for (const entry of entries) {
    if (entry.state === 'PAUSED') pausedPence += entry.amountPence;
    else availablePence += entry.amountPence;
  }
  if (availablePence < 0 || pausedPence < 0) {
    throw new RangeError(`A reward balance cannot be negative (available ${availablePence}p, paused ${pausedPence}p).`);
  }
  return { availablePence, pausedPence };
}

/** How a payment is split when rewards pay part of its platform fee. */
export interface RewardCreditSplit {
  /** The part of the balance spent: never more than the balance or the platform fee. */
  readonly creditPence: number;
  /** What the customer is charged: the charge less the credit. */
  readonly customerPaysPence: number;
  /** What the platform keeps as its application fee: its fees less the credit. */
  readonly applicationFeePence: number;
  /** What the tradesperson receives: the same as without the credit. */
  readonly tradespersonNetPence: number;
}

export interface RewardCreditInput {
  /** What the customer would be charged without rewards. */
  readonly chargePence: number;
  /** The platform's fee on this payment (commission + VAT). */
  readonly platformFeePence: number;
  /** The card fee on this payment, 0 when card fees are off. */
  readonly cardFeePence?: number;
  /** The customer's available reward balance. */
  readonly availablePence: number;
}

/**
 * How much of a balance pays part of a payment's platform fee: the platform gives up that
 * much of its fee, so the customer pays less and the tradesperson's net does not move.
 * @example rewardCreditSplit({ chargePence: 10_000, platformFeePence: 480, availablePence: 2_500 })
 * // { creditPence: 480, customerPaysPence: 9520, applicationFeePence: 0, tradespersonNetPence: 9520 }
 */
export function rewardCreditSplit({ chargePence, platformFeePence, cardFeePence = 0, availablePence }: RewardCreditInput): RewardCreditSplit {
  assertPence(chargePence, 'the charge');
  assertPence(platformFeePence, 'the platform fee');
  assertPence(cardFeePence, 'the card fee');
  assertPence(availablePence, 'the reward balance');
  const creditPence = Math.min(availablePence, platformFeePence);
  const fees = platformFeePence + cardFeePence;
  return {
    creditPence,
    customerPaysPence: chargePence - creditPence,
    applicationFeePence: fees - creditPence,
    tradespersonNetPence: chargePence - fees,
  };
}
