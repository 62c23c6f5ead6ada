import { and, eq } from 'drizzle-orm';
import { isUuid } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businessCategories, recommendations } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { isBlockedBetween } from '../user/blocks.js';

// Checks several recommendation operations share, with the sentences they answer.

export const BLOCKED_MESSAGE = 'You cannot recommend this business because one of you has blocked the other.';
export const SELF_RECOMMENDATION_MESSAGE = 'You cannot recommend your own business.';
export const CATEGORY_NOT_OFFERED_MESSAGE = 'This business does not offer that work category. Choose one of the categories it offers.';


/** Referral codes are UUIDs in the database; anything else cannot match one (and must not reach a uuid column). */
export function looksLikeReferralCode(code: string): boolean {
  return isUuid(code);
}

export async function assertOffersCategory(db: Queryable, businessId: string, categoryId: string): Promise<void> {
  const [offered] = await db
    .select({ categoryId: businessCategories.categoryId })
    .from(businessCategories)
    .where(and(eq(businessCategories.businessId, businessId), eq(businessCategories.categoryId, categoryId)))
    .limit(1);
  if (!offered) throw badRequest(CATEGORY_NOT_OFFERED_MESSAGE);
}

export async function assertNotBlocked(db: Queryable, a: string, b: string, message = BLOCKED_MESSAGE): Promise<void> {
  if (await isBlockedBetween(db, a, b)) throw forbidden(message);
}

/** The referral-code row, or null when the code is malformed or unknown. */
export async function findByReferralCode(db: Queryable, code: string) {
  if (!looksLikeReferralCode(code)) return null;
  const [row] = await db.select().from(recommendations).where(eq(recommendations.referralCode, code.toLowerCase())).limit(1);
  return row ?? null;
}
