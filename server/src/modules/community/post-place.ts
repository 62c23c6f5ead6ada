import { asc, eq } from 'drizzle-orm';
import { cellToLatLng } from 'h3-js';
import type { Queryable } from '../../db/client.js';
import { addresses, users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { cellOf } from '../business/geo.js';

/** Where a post is, as stored: its H3 cell, the cell's centre and the town. */
export interface PostPlace {
  h3Cell: string;
  latitude: number;
  longitude: number;
  locality: string | null;
}

/** The user's current address (their addressIndex), or null when they have none. */
export async function currentAddress(db: Queryable, userId: string) {
  const [user] = await db.select({ addressIndex: users.addressIndex }).from(users).where(eq(users.id, userId)).limit(1);
  const rows = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude, locality: addresses.locality, radiusMiles: addresses.radiusMiles })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows[user?.addressIndex ?? 0] ?? rows[0] ?? null;
}

/**
 * The place a post is kept at: the point sent, or the author's current address, turned into
 * its H3 cell and that cell's centre, so the exact address never reaches the post.
 */
export function placeOf(point: { latitude: number; longitude: number }, locality: string | null | undefined): PostPlace {
  const h3Cell = cellOf(point.latitude, point.longitude);
  const [latitude, longitude] = cellToLatLng(h3Cell);
  return { h3Cell, latitude, longitude, locality: locality?.trim() || null };
}

/** The place of a new post; a job request must have one, a general post may go without. */
export async function newPostPlace(
  db: Queryable,
  authorId: string,
  input: { location?: { latitude: number; longitude: number } | undefined; locality?: string | undefined },
  required: boolean,
): Promise<PostPlace | null> {
  if (input.location) return placeOf(input.location, input.locality);
  const address = await currentAddress(db, authorId);
  if (address) return placeOf(address, input.locality ?? address.locality);
  if (required) throw badRequest('Choose the town or postcode where the job is, so local tradespeople can find it.');
  return null;
}
