import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_COUNTRY, type Address, type userAddressInputSchema } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { addresses, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';

/** Enough for home, work, a parent's house and a few jobs; more is a list nobody can pick from. */
export const MAX_ADDRESSES_PER_USER = 10;

type AddressInput = z.output<typeof userAddressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    address1: row.address1,
    address2: row.address2,
    locality: row.locality,
    postcode: row.postcode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: row.radiusMiles,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns an address is stored with: a blank second line as null, a blank country as the United Kingdom. */
function addressColumns(input: AddressInput) {
  return {
    address1: input.address1,
    address2: input.address2 || null,
    locality: input.locality,
    postcode: input.postcode,
    country: input.country || DEFAULT_COUNTRY,
    latitude: input.latitude,
    longitude: input.longitude,
    radiusMiles: input.radiusMiles,
  };
}

/** The columns a partial change sets; fields left undefined are not sent to the database. */
function addressPatchColumns(patch: Partial<AddressInput>) {
  return {
    address1: patch.address1,
    address2: patch.address2 === undefined ? undefined : patch.address2 || null,
    locality: patch.locality,
    postcode: patch.postcode,
    country: patch.country === undefined ? undefined : patch.country || DEFAULT_COUNTRY,
    latitude: patch.latitude,
    longitude: patch.longitude,
    radiusMiles: patch.radiusMiles,
  };
}

/**
 * A user's addresses oldest first: the user's addressIndex is a position in this list, so
 * the order must never change while the list does not.
 */
export async function listAddressRows(db: Queryable, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** Locks the user's row so changes to their address list and addressIndex happen one at a time. */
async function lockUser(db: Queryable, userId: string): Promise<{ addressIndex: number }> {
  const [user] = await db.select({ addressIndex: users.addressIndex }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('account');
  return user;
}

export async function createAddress(db: Database, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [saved] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((saved?.total ?? 0) >= MAX_ADDRESSES_PER_USER) {
      throw conflict(
        `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use, then add this one.`,
        'ADDRESS_LIMIT_REACHED',
      );
    }
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...addressColumns(input) })
      .returning();
    if (!row) throw new AppError(500, 'INTERNAL', 'The address was not saved.');
    return toAddress(row);
  });
}

export async function updateAddress(db: Queryable, userId: string, addressId: string, patch: Partial<AddressInput>): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set({ ...addressPatchColumns(patch), updatedAt: new Date() })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound('address');
  return toAddress(row);
}

/**
 * Deletes one of the user's addresses and keeps their addressIndex meaningful: deleting the
 * chosen address falls back to the first one (index 0); deleting one before it moves the
 * index down so the same address stays chosen.
 */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { addressIndex } = await lockUser(tx, userId);
    const rows = await listAddressRows(tx, userId);
    const position = rows.findIndex((row) => row.id === addressId);
    if (position === -1) throw notFound('address');
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    const nextIndex = position === addressIndex ? 0 : position < addressIndex ? addressIndex - 1 : addressIndex;
    if (nextIndex !== addressIndex) {
      await tx.update(users).set({ addressIndex: nextIndex, updatedAt: new Date() }).where(eq(users.id, userId));
    }
  });
}

/** Chooses the user's current address by its position in their list (oldest first). */
export async function chooseAddress(db: Database, userId: string, addressIndex: number): Promise<{ addressIndex: number }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [saved] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    const total = saved?.total ?? 0;
    if (total === 0) throw badRequest('You have no saved addresses yet. Add an address first, then choose it.');
    if (addressIndex >= total) {
      throw badRequest(`Choose one of your ${total} saved addresses: the address index must be from 0 to ${total - 1}.`);
    }
    await tx.update(users).set({ addressIndex, updatedAt: new Date() }).where(eq(users.id, userId));
    return { addressIndex };
  });
}
