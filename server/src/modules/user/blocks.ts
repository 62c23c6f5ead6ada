import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userBlocks, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';

/** Records that `blockerId` blocked `blockedId`; blocking someone twice changes nothing. */
export async function blockUser(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest('You cannot block yourself.');
  const [blocked] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId)).limit(1);
  if (!blocked) throw notFound('user');
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/**
 * True when either user has blocked the other. Connections, recommendations and chat ask
 * this before letting one user reach the other; which side blocked is never revealed.
 */
export async function isBlockedBetween(db: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Everyone `userId` blocked or was blocked by (which side is never revealed). */
export async function blockedEitherWay(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
}
