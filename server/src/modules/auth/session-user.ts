import { eq } from 'drizzle-orm';
import type { SessionUser } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

/** The signed-in user as the session keeps it: role, business, flags. */
export async function loadSessionUser(db: Queryable, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({ user: users, business: { id: businesses.id, name: businesses.name, locality: businesses.locality } })
    .from(users)
    .leftJoin(businesses, eq(businesses.ownerUserId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('account');
  const { user, business } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.avatarUrl,
    role: user.role,
    emailAddress: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    business,
    addressIndex: user.addressIndex,
    isBoarded: user.isBoarded,
    hasSwitched: user.hasSwitched,
    communityRuleAccepted: user.communityRuleAccepted,
  };
}
