import { count } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

// How many businesses each H3 cell holds, so a search can tell a sparse area from a dense one
// before it reads anything (docs/decisions/0057-search-chooses-by-density.md). It only
// chooses how a page is found, never which rows it holds, so a count a few minutes old is
// good enough: every strategy answers the same rows.

/** How long counts are used before they are read again (in the background, the old ones meanwhile). */
const FRESH_FOR_MS = 5 * 60_000;

export interface CellCounts {
  /** Businesses in each cell that holds any. */
  perCell: ReadonlyMap<string, number>;
  total: number;
}

interface Held {
  counts: CellCounts | null;
  readAt: number;
  reading: Promise<void> | null;
}

const heldFor = new WeakMap<Queryable, Held>();

async function readCounts(db: Queryable): Promise<CellCounts> {
  const rows = await db.select({ cell: businesses.h3Cell, businesses: count() }).from(businesses).groupBy(businesses.h3Cell);
  return {
    perCell: new Map(rows.map((row) => [row.cell, row.businesses])),
    total: rows.reduce((sum, row) => sum + row.businesses, 0),
  };
}

function startReading(db: Queryable, held: Held): Promise<void> {
  held.reading ??= readCounts(db)
    .then((counts) => {
      held.counts = counts;
      held.readAt = Date.now();
    })
    // A failed read (the database closing, say) leaves the old counts; the next search retries.
    .catch(() => undefined)
    .finally(() => {
      held.reading = null;
    });
  return held.reading;
}

/**
 * The counts of this database: read on the first search (which waits for them), then again
 * in the background once they are FRESH_FOR_MS old. Null only if the first read failed.
 */
export async function cellCounts(db: Queryable): Promise<CellCounts | null> {
  let held = heldFor.get(db);
  if (!held) {
    held = { counts: null, readAt: 0, reading: null };
    heldFor.set(db, held);
  }
  if (!held.counts) await startReading(db, held);
  else if (Date.now() - held.readAt > FRESH_FOR_MS) void startReading(db, held);
  return held.counts;
}

/** Businesses in the given cells, by the counts. */
export function businessesIn(counts: CellCounts, cells: readonly string[]): number {
  return cells.reduce((sum, cell) => sum + (counts.perCell.get(cell) ?? 0), 0);
}
