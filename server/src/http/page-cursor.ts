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

/** A creation time cut to milliseconds, read back as a Date: order and compare pages by it. */
export function createdAtMs(column: AnyColumn<{ data: Date }>): SQL<Date> {
  return sql<Date>`date_trunc('milliseconds', ${column})`.mapWith(column);
}

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Reads a cursor; `what` names the list in the error, e.g. 'notifications'. */
export function decodePageCursor(value: string, what: string): PageCursor {
  const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
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
