import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, isoDate, page, pageQuery, pence, text } from './common.js';
import { idOf } from './entities/fields.js';
import { REWARD_ENTRY_KINDS, REWARD_ENTRY_STATES } from '../domain/rewards.js';

// Rewards for recommending and referring (ARCHITECTURE.md section 12), shown on /referral.
const base = '/backend-service/rewards';

/** One ledger entry: a signed amount (spends are negative), why it is there, and whether it is held. */
export const rewardEntrySchema = z.object({
  id,
  kind: z.enum(REWARD_ENTRY_KINDS),
  state: z.enum(REWARD_ENTRY_STATES),
  amountPence: z.number().int(),
  /** Why it was earned or spent, e.g. 'Aire Valley Plumbing accepted your recommendation.' */
  reason: text(300),
  /** While PAUSED, why and what releases it; null otherwise. */
  pausedReason: text(300).nullable(),
  createdAt: isoDate,
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

/** The caller's balance: the sum of their entries, what is held apart, and why it is held. */
export const rewardBalanceSchema = z.object({
  availablePence: z.number().int().min(0),
  pausedPence: z.number().int().min(0),
  /** Why new rewards are paused now, or null when they are not. */
  pausedReason: text(300).nullable(),
});
export type RewardBalanceSummary = z.infer<typeof rewardBalanceSchema>;

/** What the caller's rewards take off a payment they are about to pay (at most its platform fee). */
export const rewardCheckoutCreditSchema = z.object({
  /** The caller's balance available to spend now. */
  availablePence: pence,
  /** What comes off this payment: the credit already set aside for its open checkout, or what would be. */
  creditPence: pence,
});
export type RewardCheckoutCredit = z.infer<typeof rewardCheckoutCreditSchema>;

/** The caller's own referral code: their link is `{site}/join?ref={referralCode}` (sdk `personalReferralLink`). */
export const personalReferralSchema = z.object({ referralCode: id });

/**
 * The caller's personal referral link. Whoever signs up (or signs in for the first time)
 * through it is recorded as referred by the caller; a business they go on to register earns
 * the caller the referral reward when it is first paid through Tradeshub.
 * @example personalReferralLink('https://tradeshub.co.uk', '6b0c…') // 'https://tradeshub.co.uk/join?ref=6b0c…'
 */
export function personalReferralLink(siteOrigin: string, referralCode: string): string {
  return `${siteOrigin.replace(/\/$/, '')}/join?ref=${encodeURIComponent(referralCode)}`;
}

export const rewardsContracts = {
  getBalance: defineContract({
    method: 'GET',
    path: `${base}/get-balance`,
    access: 'private',
    summary: "Returns the caller's reward balance in pence: available to spend, paused, and why rewards are paused.",
    data: rewardBalanceSchema,
  }),
  getEntries: defineContract({
    method: 'GET',
    path: `${base}/get-entries`,
    access: 'private',
    summary: "Lists the caller's reward entries, newest first, each with why it was earned, spent or paused.",
    query: pageQuery,
    data: page(rewardEntrySchema),
  }),
  getReferralCode: defineContract({
    method: 'GET',
    path: `${base}/get-referral-code`,
    access: 'private',
    summary: "Returns the caller's own referral code, for the personal referral link they share (/join?ref=).",
    data: personalReferralSchema,
  }),
  getCheckoutCredit: defineContract({
    method: 'GET',
    path: `${base}/get-checkout-credit`,
    access: 'private',
    summary: "Tells the customer how much of a requested payment's platform fee their rewards will pay at checkout, before they press Pay.",
    query: z.object({ scheduleItemId: idOf('payment schedule item') }),
    data: rewardCheckoutCreditSchema,
  }),
} as const;
