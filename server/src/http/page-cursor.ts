import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '@tradeshub/sdk';
import { badRequest } from './errors.js';

// A cursor names the last item of a page by its creation time (to the millisecond) and id,
// so the next page starts right after it even when rows are added meanwhile. JavaScript
// dates stop at milliseconds while PostgreSQL keeps microseconds, so ordering and the
// comparison both use the time cut to milliseconds; the id breaks ties. Every list pages
// this way, through this file.

export interface PageCursor {
  createdAt: Date;
  id: string;
  /** For lists ordered by a small group number first (a queue: waiting, then decided). */
  rank?: number;
}

export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The times a cursor may name: from 1970 to the end of 9999. Outside them toISOString()
 * writes a six-digit year ('+010000-…') that PostgreSQL cannot read, so a forged cursor
 * would reach the database as an error instead of a sentence.
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A creation time cut to milliseconds, read back as a Date: order and compare pages by it. */
export function createdAtMs(column: AnyColumn<{ data: Date }>): SQL<Date> {
  return sql<Date>`date_trunc('milliseconds', ${column})`.mapWith(column);
}

/**
 * A time the server only ever writes from a JavaScript Date, so already whole milliseconds (a
 * document's issue time, set from the payment's): the same order as createdAtMs without the
 * cut, so an index on the column serves the page instead of a sort of every row in the list.
 */
export function timeWrittenInMs(column: AnyColumn<{ data: Date }>): SQL<Date> {
  return sql<Date>`${column}`.mapWith(column);
}

const MAX_RANK = 9;
// A real cursor is about 70 characters; anything much longer is not one of ours.
const MAX_CURSOR_LENGTH = 200;

export function encodePageCursor(cursor: PageCursor): string {
  const rank = cursor.rank === undefined ? '' : `|${cursor.rank}`;
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}${rank}`).toString('base64url');
}

/** Reads a cursor; `what` names the list in the error, e.g. 'notifications'. A forged or stale one answers 400. */
export function decodePageCursor(value: string, what: string): PageCursor {
  const problem = badRequest(`That page of ${what} no longer exists. Load the ${what} again from the start.`);
  if (value.length > MAX_CURSOR_LENGTH) throw problem;
  const [time, id, rankText, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  const ms = createdAt.getTime();
  if (rest.length > 0 || !isUuid(id) || !Number.isFinite(ms) || ms < EARLIEST || ms > LATEST) throw problem;
  const valid: PageCursor = { createdAt, id };
  if (rankText === undefined) return valid;
  const rank = Number(rankText);
  if (!/^\d$/.test(rankText) || rank > MAX_RANK) throw problem;
  return { ...valid, rank };
}

/** The condition "comes after the cursor" for a list ordered newest first, or undefined without one. */
export function afterCursor(createdAt: SQL<Date>, id: AnyColumn, cursor: PageCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only tells that another page
 * exists, and the last row kept names where it starts.
 */
export function toPage<R, T>(rows: readonly R[], limit: number, position: (row: R) => PageCursor, map: (row: R) => T): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(map),
    nextCursor: rows.length > limit && last ? encodePageCursor(position(last)) : null,
  };
}

/**
 * Ranked lists (search results) have no creation time to page by: their cursor is how many
 * results came before the page, up to `max`. Anything else answers 400 with a sentence.
 */
export function decodeOffsetCursor(value: string | undefined, what: string, max: number): number {
  if (value === undefined) return 0;
  const offset = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(offset <= max)) throw badRequest(`That page of ${what} no longer exists. Search again from the start.`);
  return offset;
}

export function encodeOffsetCursor(offset: number): string {
  return String(offset);
}
