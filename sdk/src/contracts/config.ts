import { z } from 'zod';
import { defineContract } from './contract.js';

/** The platform settings the hub reads at load (spec section 7; commission defaults to 4 on failure). */
export const platformConfigSchema = z.object({
  /** Commission in percent of a quote total, before the 20 % VAT on it. */
  commissionRate: z.number().min(0).max(100),
  /** Whether card processing fees (1.5 % + 20p) are passed on. */
  cardFeesEnabled: z.boolean(),
  /** What a recommender earns when the business accepts their recommendation (default £5). */
  recommendationRewardPence: z.number().int().min(0).max(100_000),
  /** What a referrer earns when a business they referred is first paid (default £25). */
  referralRewardPence: z.number().int().min(0).max(100_000),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export const configContracts = {
  get: defineContract({
    method: 'GET',
    path: '/backend-service/config/get-config',
    // Public: the commission shown in quotes and on /trade is not a secret, and the hub
    // fetches it before anyone signs in.
    access: 'public',
    summary: 'Returns the commission rate, whether card fees are passed on, and the reward amounts for recommending and referring.',
    data: platformConfigSchema,
  }),
} as const;
