import { and, asc, eq, ilike, ne, notExists, or, sql } from 'drizzle-orm';
import type { UserSummary } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { userBlocks, users } from '../../db/schema/index.js';
import { decodeOffsetCursor, encodeOffsetCursor, type Page, type PageRequest } from '../../http/page-cursor.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';

// Name order has no creation time to page by, so a search page's cursor is how many
// results came before it.
const MAX_OFFSET = 10_000;


/** `%` and `_` in what a person types are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People to connect with whose first, last or full name contains `name`, ignoring case:
 * never the caller, never anyone either side has blocked, and only their summaries.
 */
export async function searchUsersByName(db: Queryable, viewerId: string, name: string, request: PageRequest): Promise<Page<UserSummary>> {
  const offset = decodeOffsetCursor(request.cursor, 'results', MAX_OFFSET);
  const pattern = containing(name);
  const blockedEitherWay = db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, users.id)),
        and(eq(userBlocks.blockerId, users.id), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(
      and(
        ne(users.id, viewerId),
        or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
        notExists(blockedEitherWay),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .offset(offset)
    .limit(request.limit + 1);
  return {
    items: rows.slice(0, request.limit).map(toUserSummary),
    nextCursor: rows.length > request.limit ? encodeOffsetCursor(offset + request.limit) : null,
  };
}
