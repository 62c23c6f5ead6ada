import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './errors.js';

// A cursor names the last item of a page by its creation time (to the millisecond) and id,
// so the next page starts right after it even when rows are added meanwhile. JavaScript
// dates stop at milliseconds while PostgreSQL keeps microseconds, so ordering and the
// comparison both use the time cut to milliseconds; the id breaks ties.

export interface PageCursor {
  createdAt: Date;
  id: string;
}

export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Reads a cursor; `what` names the list in the error, e.g. 'notifications'. */
export function decodePageCursor(value: string, what: string): PageCursor {
  const [time, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  const ms = createdAt.getTime();
  if (rest.length > 0 || !id || !UUID.test(id) || !Number.isFinite(ms) || ms < EARLIEST || ms > LATEST) {
    throw badRequest(`That page of ${what} no longer exists. Load the ${what} again from the start.`);
  }
  return { createdAt, id };
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
