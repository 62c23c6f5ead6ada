import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { UserConnection } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { userConnections, users } from '../../db/schema/index.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { toUserSummary, userSummaryColumns, type UserSummaryRow } from '../user/user-summary.js';

export type ConnectionRow = typeof userConnections.$inferSelect;

const connectionCreatedAt = createdAtMs(userConnections.createdAt);

/** The id of the other side of a connection, as seen by `userId`. */
export function otherSideOf(userId: string): SQL<string> {
  return sql<string>`case when ${userConnections.senderId} = ${userId} then ${userConnections.receiverId} else ${userConnections.senderId} end`;
}

/** Connections `userId` takes part in, either side. */
export function involving(userId: string): SQL {
  return or(eq(userConnections.senderId, userId), eq(userConnections.receiverId, userId))!;
}

/** The connection between two people, whichever of them asked. */
export function between(a: string, b: string): SQL {
  return or(
    and(eq(userConnections.senderId, a), eq(userConnections.receiverId, b)),
    and(eq(userConnections.senderId, b), eq(userConnections.receiverId, a)),
  )!;
}

/** Ends whatever connection or request two people have, whoever asked: a block does this. */
export async function endConnectionsBetween(db: Queryable, a: string, b: string): Promise<void> {
  await db.delete(userConnections).where(between(a, b));
}

export function toUserConnection(row: ConnectionRow, other: UserSummaryRow): UserConnection {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    status: row.status,
    seen: row.seen,
    isTrustedConnection: row.isTrustedConnection,
    user: toUserSummary(other),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectWithOtherSide(db: Queryable, viewerId: string) {
  return db
    .select({ connection: userConnections, createdAt: connectionCreatedAt, other: userSummaryColumns })
    .from(userConnections)
    .innerJoin(users, eq(users.id, otherSideOf(viewerId)));
}

/** One connection the viewer takes part in, with the other person, or null. */
export async function findConnectionFor(db: Queryable, viewerId: string, where: SQL): Promise<UserConnection | null> {
  const [row] = await selectWithOtherSide(db, viewerId).where(and(involving(viewerId), where)).limit(1);
  return row ? toUserConnection(row.connection, row.other) : null;
}

/** A page of the viewer's connections matching `where`, newest first, each with the other person. */
export async function listConnectionsFor(
  db: Queryable,
  viewerId: string,
  where: SQL | undefined,
  request: PageRequest,
  what: string,
): Promise<Page<UserConnection>> {
  const after = request.cursor ? decodePageCursor(request.cursor, what) : null;
  const rows = await selectWithOtherSide(db, viewerId)
    .where(and(involving(viewerId), where, afterCursor(connectionCreatedAt, userConnections.id, after)))
    .orderBy(desc(connectionCreatedAt), desc(userConnections.id))
    .limit(request.limit + 1);
  return toPage(
    rows,
    request.limit,
    (row) => ({ createdAt: row.createdAt, id: row.connection.id }),
    (row) => toUserConnection(row.connection, row.other),
  );
}
