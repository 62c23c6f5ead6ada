import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Business, Category, businessRegisterBodySchema, businessUpdateBodySchema, PublicBusiness } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import { businessRequired, conflict, notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import {
  assertCompanyHasCrn,
  canonicalCrn,
  canonicalVatNumber,
  knownCategoryIds,
  locationColumns,
  setBusinessCategories,
} from './business-form.js';
import { toBusiness, toCategory, toPublicBusiness } from './mappers.js';
import { businessIdOfOwner, categoriesOf, findBusiness } from './queries.js';

type RegisterBody = z.output<typeof businessRegisterBodySchema>;
type UpdateBody = z.output<typeof businessUpdateBodySchema>;

const ALREADY_REGISTERED_MESSAGE =
  'You have already registered a business. Change its details in Settings, under Business Details.';
/** Business-only flags answer 409 with this when the caller has no business (documented choice). */
const NO_BUSINESS_MESSAGE = 'Register your business first: this setting belongs to a registered business.';

async function ownBusiness(db: Queryable, businessId: string): Promise<Business> {
  const found = await findBusiness(db, eq(businesses.id, businessId));
  if (!found) throw notFound('business');
  return toBusiness(found.business, found.extras);
}

/**
 * Registers the caller's business and makes them a tradesperson, all or nothing: the
 * business, its categories and the role change commit together.
 */
export async function registerBusiness(db: Database, userId: string, body: RegisterBody): Promise<Business> {
  const crn = canonicalCrn(body.crn);
  const vatNo = canonicalVatNumber(body.vatNo);
  assertCompanyHasCrn(body.accountType, crn);
  return db.transaction(async (tx) => {
    if (await businessIdOfOwner(tx, userId)) throw conflict(ALREADY_REGISTERED_MESSAGE, 'BUSINESS_EXISTS');
    const categoryIds = await knownCategoryIds(tx, body.workCategories);
    const [created] = await tx
      .insert(businesses)
      .values({
        ownerUserId: userId,
        name: body.name,
        email: body.email,
        phoneNumber: body.businessPhoneNumber,
        accountType: body.accountType,
        crn,
        vatNo,
        isAssessor: body.isAssessor,
        radiusMiles: body.radius,
        serviceAreaMiles: body.serviceArea,
        ...locationColumns(body.location),
      })
      .onConflictDoNothing()
      .returning({ id: businesses.id });
    // Two registrations racing: the unique owner index lets only one through.
    if (!created) throw conflict(ALREADY_REGISTERED_MESSAGE, 'BUSINESS_EXISTS');
    await setBusinessCategories(tx, created.id, categoryIds);
    // An operator (ADMIN) who registers a business keeps their role.
    await tx
      .update(users)
      .set({ role: 'TRADEPERSON', updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.role, 'CUSTOMER')));
    return ownBusiness(tx, created.id);
  });
}

/** The owner sees everything; anyone else, and every public-path caller, sees the public shape. */
export async function viewBusiness(
  db: Queryable,
  businessId: string,
  viewer: Viewer | null,
  isPublic: boolean,
): Promise<Business | PublicBusiness> {
  const found = await findBusiness(db, eq(businesses.id, businessId));
  if (!found) throw notFound('business');
  const isOwner = !isPublic && viewer !== null && viewer.userId === found.business.ownerUserId;
  return isOwner ? toBusiness(found.business, found.extras) : toPublicBusiness(found.business, found.extras);
}

/** The business a tradesperson's own referral link points at, in the public shape to everyone. */
export async function businessByReferralUuid(db: Queryable, referralUuid: string): Promise<PublicBusiness> {
  const found = await findBusiness(db, eq(businesses.referralUuid, referralUuid));
  if (!found) throw notFound('business');
  return toPublicBusiness(found.business, found.extras);
}

/** The work categories a business offers, in the product's order. */
export async function categoriesOfBusiness(db: Queryable, businessId: string): Promise<Category[]> {
  const [found] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!found) throw notFound('business');
  return ((await categoriesOf(db, [businessId])).get(businessId) ?? []).map(toCategory);
}

/** Changes only the fields sent; someone else's serviceId is a 404, as if it did not exist. */
export async function updateBusiness(db: Database, userId: string, serviceId: string, body: UpdateBody): Promise<Business> {
  return db.transaction(async (tx) => {
    const mine = and(eq(businesses.serviceId, serviceId), eq(businesses.ownerUserId, userId));
    const found = await findBusiness(tx, mine, { lock: true });
    if (!found) throw notFound('business');
    const current = found.business;

    const crn = body.crn === undefined ? current.crn : canonicalCrn(body.crn);
    const vatNo = body.vatNo === undefined ? current.vatNo : canonicalVatNumber(body.vatNo);
    assertCompanyHasCrn(body.accountType ?? current.accountType, crn);

    await tx
      .update(businesses)
      .set({
        name: body.name,
        email: body.email,
        phoneNumber: body.businessPhoneNumber,
        accountType: body.accountType,
        crn,
        vatNo,
        isAssessor: body.isAssessor,
        radiusMiles: body.radius,
        serviceAreaMiles: body.serviceArea,
        description: body.description === undefined ? undefined : body.description || null,
        ...(body.location ? locationColumns(body.location) : {}),
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, current.id));
    if (body.workCategories) await setBusinessCategories(tx, current.id, await knownCategoryIds(tx, body.workCategories));
    // A business's picture is its owner's profile picture (businesses have no picture column).
    if (body.profileImageUrl !== undefined) {
      await tx.update(users).set({ avatarUrl: body.profileImageUrl, updatedAt: new Date() }).where(eq(users.id, userId));
    }
    return ownBusiness(tx, current.id);
  });
}

/** Records that the caller accepted the business rules. */
export async function acceptBusinessRules(db: Queryable, userId: string): Promise<{ ruleAccepted: boolean }> {
  const [updated] = await db
    .update(businesses)
    .set({ businessRuleAccepted: true, updatedAt: new Date() })
    .where(eq(businesses.ownerUserId, userId))
    .returning({ ruleAccepted: businesses.businessRuleAccepted });
  if (!updated) throw businessRequired(NO_BUSINESS_MESSAGE);
  return updated;
}

/** Records whether the caller is in business mode; only someone with a business can switch. */
export async function setHasSwitched(db: Database, userId: string, hasSwitched: boolean): Promise<{ hasSwitched: boolean }> {
  if (!(await businessIdOfOwner(db, userId))) throw businessRequired(NO_BUSINESS_MESSAGE);
  const [updated] = await db
    .update(users)
    .set({ hasSwitched, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ hasSwitched: users.hasSwitched });
  if (!updated) throw notFound('account');
  return updated;
}
