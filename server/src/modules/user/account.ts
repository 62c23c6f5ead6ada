import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addressInputSchema, BusinessLocation, updateProfileBodySchema } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import { businessRequired } from '../../http/errors.js';
import { locationColumns } from '../business/business-form.js';
import { ownProfile } from './profile.js';

type UserFlags = Partial<Pick<typeof users.$inferInsert, 'communityRuleAccepted' | 'isBoarded'>>;

/** Sets the caller's account flags (community rules accepted, onboarding finished). */
export async function setUserFlags(db: Queryable, userId: string, flags: UserFlags): Promise<void> {
  await db
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Changes only the profile fields sent; an empty bio and a null picture clear them. */
export async function updateProfile(db: Database, userId: string, body: z.output<typeof updateProfileBodySchema>) {
  await db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      bio: body.bio === undefined ? undefined : body.bio || null,
      avatarUrl: body.profileImageUrl,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return ownProfile(db, userId);
}

/** Moves the caller's business, and its map cell with it so search finds it in its new place. */
export async function updateBusinessAddress(
  db: Queryable,
  userId: string,
  input: z.output<typeof addressInputSchema>,
): Promise<BusinessLocation> {
  const [row] = await db
    .update(businesses)
    .set({ ...locationColumns(input), updatedAt: new Date() })
    .where(eq(businesses.ownerUserId, userId))
    .returning();
  if (!row) {
    throw businessRequired('You have not registered a business yet, so there is no business address to change.');
  }
  return {
    address1: row.address1,
    address2: row.address2,
    locality: row.locality,
    postcode: row.postcode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
