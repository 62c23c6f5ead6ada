import { count, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';
import { degreeSquareOf, type BoundingBox } from './geo.js';

// How many businesses lie in each square of a latitude/longitude grid, so a search can tell a
// sparse area from a dense one before it reads anything, with a few dozen lookups and no H3
// (docs/decisions/0057-search-chooses-by-density.md). It only chooses how a page is found,
// never which rows it holds, so counts a few minutes old are good enough: every strategy
// answers the same rows.

/** The grid's squares: 0.05° (5.6 km north to south, about 3.3 km east to west in Britain). */
const SQUARE_DEGREES = 0.05;
/** How long counts are used before they are read again (in the background, the old ones meanwhile). */
const FRESH_FOR_MS = 5 * 60_000;

export interface DensityCounts {
  /** Businesses in each square that holds any, by squareKey. */
  perSquare: ReadonlyMap<number, number>;
  /** Businesses in each whole-degree square that holds any, by degreeSquareOf. */
  perDegreeSquare: ReadonlyMap<number, number>;
  total: number;
}

/** The grid's squares in a degree, one way. */
const SQUARES_PER_DEGREE = Math.round(1 / SQUARE_DEGREES);

const squareKey = (latitudeSquare: number, longitudeSquare: number) => latitudeSquare * 10_000 + longitudeSquare;

interface Held {
  counts: DensityCounts | null;
  readAt: number;
  reading: Promise<void> | null;
}

const heldFor = new WeakMap<Queryable, Held>();

async function readCounts(db: Queryable): Promise<DensityCounts> {
  // The size as a literal: as a parameter, the GROUP BY's would be another one than the select's.
  const size = sql.raw(`${SQUARE_DEGREES}::float8`);
  const latitudeSquare = sql<number>`floor(${businesses.latitude} / ${size})::int`;
  const longitudeSquare = sql<number>`floor(${businesses.longitude} / ${size})::int`;
  const rows = await db
    .select({ latitudeSquare, longitudeSquare, businesses: count() })
    .from(businesses)
    .groupBy(latitudeSquare, longitudeSquare);
  const perDegreeSquare = new Map<number, number>();
  for (const row of rows) {
    const square = degreeSquareOf(Math.floor(row.latitudeSquare / SQUARES_PER_DEGREE), Math.floor(row.longitudeSquare / SQUARES_PER_DEGREE));
    perDegreeSquare.set(square, (perDegreeSquare.get(square) ?? 0) + row.businesses);
  }
  return {
    perSquare: new Map(rows.map((row) => [squareKey(row.latitudeSquare, row.longitudeSquare), row.businesses])),
    perDegreeSquare,
    total: rows.reduce((sum, row) => sum + row.businesses, 0),
  };
}

function startReading(db: Queryable, held: Held): Promise<void> {
  held.reading ??= readCounts(db)
    .then((counts) => {
      held.counts = counts;
      held.readAt = Date.now();
    })
    .finally(() => {
      held.reading = null;
    });
  return held.reading;
}

/**
 * The counts of this database: read on the first search (which waits for them, and fails
 * with them), then again in the background once they are FRESH_FOR_MS old; if that read
 * fails (the database closing, say), the old counts stay and the next search tries again.
 */
export async function densityCounts(db: Queryable): Promise<DensityCounts> {
  let held = heldFor.get(db);
  if (!held) {
    held = { counts: null, readAt: 0, reading: null };
    heldFor.set(db, held);
  }
  if (!held.counts) await startReading(db, held);
  else if (Date.now() - held.readAt > FRESH_FOR_MS) startReading(db, held).catch(() => undefined);
  return held.counts!;
}

/** The share of [from, to] that square `index` covers, 0 to 1. */
function overlap(index: number, from: number, to: number): number {
  const start = Math.max(index * SQUARE_DEGREES, from);
  const end = Math.min((index + 1) * SQUARE_DEGREES, to);
  return Math.max(0, end - start) / SQUARE_DEGREES;
}

/**
 * About how many businesses lie in the box: each square's count times the share of it the
 * box covers. Null for a box without longitude limits (a pole, the antimeridian).
 */
export function businessesInBox(counts: DensityCounts, box: BoundingBox): number | null {
  if (!box.longitude) return null;
  const { min: minLongitude, max: maxLongitude } = box.longitude;
  let found = 0;
  for (let lat = Math.floor(box.minLatitude / SQUARE_DEGREES); lat * SQUARE_DEGREES < box.maxLatitude; lat++) {
    const latitudeShare = overlap(lat, box.minLatitude, box.maxLatitude);
    for (let lng = Math.floor(minLongitude / SQUARE_DEGREES); lng * SQUARE_DEGREES < maxLongitude; lng++) {
      found += (counts.perSquare.get(squareKey(lat, lng)) ?? 0) * latitudeShare * overlap(lng, minLongitude, maxLongitude);
    }
  }
  return found;
}

/** About how many businesses lie in the given degree squares (a grid square on a degree's edge may be counted in its neighbour). */
export function businessesInDegreeSquares(counts: DensityCounts, squares: readonly number[]): number {
  return squares.reduce((sum, square) => sum + (counts.perDegreeSquare.get(square) ?? 0), 0);
}
