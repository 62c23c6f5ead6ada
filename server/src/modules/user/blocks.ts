import { and, desc, eq, or } from 'drizzle-orm';
import type { BlockedUser, BlockStatus } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { userBlocks, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { endConnectionsBetween } from '../connections/queries.js';
import { toUserSummary, userSummaryColumns } from './user-summary.js';

/**
 * Records that `blockerId` blocked `blockedId` and ends any connection or request between
 * them, in one transaction; blocking someone twice changes nothing.
 */
export async function blockUser(db: Database, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest('You cannot block yourself.');
  await db.transaction(async (tx) => {
    const [blocked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, blockedId)).limit(1);
    if (!blocked) throw notFound('user');
    await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await endConnectionsBetween(tx, blockerId, blockedId);
  });
}

/** Lifts `blockerId`'s own block on `blockedId`; a block the other way stays. Unblocking someone not blocked is 404. */
export async function unblockUser(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  const [removed] = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  if (!removed) throw notFound('blocked person');
}

const blockedAt = createdAtMs(userBlocks.createdAt);

/** A page of the people `blockerId` blocked, most recently blocked first. */
export async function listBlockedUsers(db: Queryable, blockerId: string, request: PageRequest): Promise<Page<BlockedUser>> {
  const after = request.cursor ? decodePageCursor(request.cursor, 'blocked people') : null;
  const rows = await db
    .select({ at: blockedAt, user: userSummaryColumns })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(and(eq(userBlocks.blockerId, blockerId), afterCursor(blockedAt, userBlocks.blockedId, after)))
    .orderBy(desc(blockedAt), desc(userBlocks.blockedId))
    .limit(request.limit + 1);
  return toPage(
    rows,
    request.limit,
    (row) => ({ createdAt: row.at, id: row.user.id }),
    (row) => ({ user: toUserSummary(row.user), blockedAt: row.at.toISOString() }),
  );
}

/** Whether the viewer blocked `otherId`, and whether either block stands between them. */
export async function blockStatus(db: Queryable, viewerId: string, otherId: string): Promise<BlockStatus> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  return { youBlocked: rows.some((row) => row.blockerId === viewerId), canContact: rows.length === 0 };
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
