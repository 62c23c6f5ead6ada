import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, isoDate, page, pageQuery, text } from './common.js';
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
} as const;
