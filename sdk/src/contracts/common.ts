import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../domain/constants.js';

// Building blocks every contract file shares (ARCHITECTURE.md section 3).

/** Ids are UUIDs. */
export const id = z.uuid({ message: 'Expected an id (a UUID)' });

/** Dates on the wire are ISO 8601 strings. */
export const isoDate = z.iso.datetime({ offset: true });
/** Money is integer pence; one amount (a payment, a price) is at most £1,000,000. */
export const pence = z.number().int().min(0).max(100_000_000);
/** Money added up over many payments (a year's takings): integer pence without the one-amount cap. */
export const penceSum = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A trimmed, length-capped string; every string field the server accepts has a cap. */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../domain/constants.js';

/** Cursor pagination: every list endpoint takes these (limit capped at 100). */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});

/** A page of items and the cursor of the next page (null on the last page). */
export function page<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const idParams = z.object({ id });
export const emptyData = z.null();
