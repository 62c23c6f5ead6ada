import { eq } from 'drizzle-orm';
import { COMMUNITY_RULES_TITLE } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../http/errors.js';

/** The sentence a person hears before they have accepted the community rules. */
export const RULES_NOT_ACCEPTED_MESSAGE = `Please read and accept the community rules (${COMMUNITY_RULES_TITLE}: be relevant, be helpful and respectful, be safe) before you post, comment or reply.`;

/**
 * Posting, commenting and replying wait until the person has accepted the community rules
 * (PATCH user/update-community-rule-accepted); before that they hear 403 with the sentence above.
 */
export async function requireCommunityRulesAccepted(db: Queryable, userId: string): Promise<void> {
  const [user] = await db.select({ accepted: users.communityRuleAccepted }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  if (!user.accepted) throw new AppError(403, 'COMMUNITY_RULES_NOT_ACCEPTED', RULES_NOT_ACCEPTED_MESSAGE);
}
