import { eq } from 'drizzle-orm';
import type { Business, BusinessRef, PublicBusiness, PublicUserProfile, UserProfile } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import { toBusiness, toPublicBusiness } from '../business/mappers.js';
import { findBusiness } from '../business/queries.js';
import { listAddressRows, toAddress } from './addresses.js';
import { userRatingOf } from './user-reviews.js';

type UserRow = typeof users.$inferSelect;

interface ProfileParts {
  user: UserRow;
  business: BusinessRef | null;
  addresses: Awaited<ReturnType<typeof listAddressRows>>;
  rating: PublicUserProfile['rating'];
}

async function loadProfileParts(db: Queryable, userId: string): Promise<ProfileParts> {
  const [row] = await db
    .select({ user: users, business: { id: businesses.id, name: businesses.name, locality: businesses.locality } })
    .from(users)
    .leftJoin(businesses, eq(businesses.ownerUserId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('user');
  const [addresses, rating] = await Promise.all([listAddressRows(db, userId), userRatingOf(db, userId)]);
  return { user: row.user, business: row.business, addresses, rating };
}

/**
 * What anyone may see, field by field: a town at most, never contact details or address
 * lines. The town is that of the address the user chose, else their business's.
 */
function toPublicProfile({ user, business, addresses, rating }: ProfileParts): PublicUserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.avatarUrl,
    role: user.role,
    bio: user.bio,
    locality: addresses[user.addressIndex]?.locality ?? business?.locality ?? null,
    business,
    rating,
    memberSince: user.createdAt.toISOString(),
  };
}

function toOwnProfile(parts: ProfileParts): UserProfile {
  const { user, addresses } = parts;
  return {
    ...toPublicProfile(parts),
    emailAddress: user.email,
    ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
    addresses: addresses.map(toAddress),
    communityRuleAccepted: user.communityRuleAccepted,
    isBoarded: user.isBoarded,
    hasSwitched: user.hasSwitched,
    addressIndex: user.addressIndex,
  };
}

/** A user's profile as anyone may see it. */
export async function publicProfile(db: Queryable, userId: string): Promise<PublicUserProfile> {
  return toPublicProfile(await loadProfileParts(db, userId));
}

/** The caller's own profile, with contact details, addresses and account flags. */
export async function ownProfile(db: Queryable, userId: string): Promise<UserProfile> {
  return toOwnProfile(await loadProfileParts(db, userId));
}

/** A profile as a signed-in viewer sees it: in full when it is theirs, the public shape otherwise. */
export async function profileFor(db: Queryable, viewer: Viewer, userId: string): Promise<UserProfile> {
  return userId === viewer.userId ? ownProfile(db, userId) : publicProfile(db, userId);
}

async function findBusinessOrFail(db: Queryable, businessId: string) {
  const found = await findBusiness(db, eq(businesses.id, businessId));
  if (!found) throw notFound('business');
  return found;
}

/** A business and its owner as anyone may see them. */
export async function publicBusinessUserProfile(
  db: Queryable,
  businessId: string,
): Promise<{ user: PublicUserProfile; business: PublicBusiness }> {
  const { business, extras } = await findBusinessOrFail(db, businessId);
  return { user: await publicProfile(db, business.ownerUserId), business: toPublicBusiness(business, extras) };
}

/**
 * A business and its owner as a signed-in caller sees them: the business with its contact
 * details and location (the contract's private shape), the owner in full only to themself.
 */
export async function businessUserProfileFor(
  db: Queryable,
  viewer: Viewer,
  businessId: string,
): Promise<{ user: UserProfile; business: Business }> {
  const { business, extras } = await findBusinessOrFail(db, businessId);
  return { user: await profileFor(db, viewer, business.ownerUserId), business: toBusiness(business, extras) };
}
