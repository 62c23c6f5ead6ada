import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_COUNTRY, type AddressInput, type Category } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businessCategories, categories } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { cellOf } from './geo.js';

// The rules of the business form the contract's schema cannot state alone: category ids
// must exist, a company needs its registration number, and identifiers are stored in one
// canonical spelling so they compare and display the same everywhere.

const VAT_MESSAGE = 'Enter a UK VAT number: GB followed by 9 or 12 digits, like GB123456789.';
const CRN_REQUIRED_MESSAGE = 'Enter your company registration number: a company account needs one.';

/**
 * 'gb 123 4567 89' -> 'GB123456789'; empty means "no VAT number" (null).
 * @example canonicalVatNumber('123456789') // 'GB123456789'
 */
export function canonicalVatNumber(vatNo: string | undefined): string | null {
  const compact = (vatNo ?? '').replace(/\s+/g, '').toUpperCase();
  if (compact === '') return null;
  const match = /^(?:GB)?(\d{9}|\d{12})$/.exec(compact);
  if (!match) throw badRequest(VAT_MESSAGE, [{ field: 'vatNo', message: VAT_MESSAGE }]);
  return `GB${match[1]}`;
}

/** Company registration numbers upper-cased without spaces; empty means none (null). */
export function canonicalCrn(crn: string | undefined): string | null {
  const compact = (crn ?? '').replace(/\s+/g, '').toUpperCase();
  return compact === '' ? null : compact;
}

export function assertCompanyHasCrn(accountType: string, crn: string | null): void {
  if (accountType === 'company' && !crn) {
    throw badRequest(CRN_REQUIRED_MESSAGE, [{ field: 'crn', message: CRN_REQUIRED_MESSAGE }]);
  }
}

/** The location columns of a business, with the H3 cell search gathers candidates by. */
export function locationColumns(location: AddressInput) {
  return {
    address1: location.address1,
    address2: location.address2 || null,
    locality: location.locality,
    postcode: location.postcode,
    country: location.country || DEFAULT_COUNTRY,
    latitude: location.latitude,
    longitude: location.longitude,
    h3Cell: cellOf(location.latitude, location.longitude),
  };
}

/** The distinct category ids chosen; any id we do not know is a 400 that names it. */
export async function knownCategoryIds(db: Queryable, chosen: readonly Category[]): Promise<string[]> {
  const distinct = [...new Map(chosen.map((c) => [c.id, c])).values()];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, distinct.map((c) => c.id)));
  const known = new Set(found.map((row) => row.id));
  const unknown = distinct.filter((c) => !known.has(c.id));
  if (unknown.length > 0) {
    const names = unknown.map((c) => `${c.title} (${c.id})`).join(', ');
    const which = unknown.length === 1 ? 'this work category' : 'these work categories';
    throw badRequest(
      `We do not recognise ${which}: ${names}. Choose the categories again from the list.`,
      unknown.map((c) => ({ field: 'workCategories', message: `Unknown category id ${c.id}` })),
    );
  }
  return distinct.map((c) => c.id);
}

/** Replaces a business's categories with the given ones. */
export async function setBusinessCategories(db: Queryable, businessId: string, categoryIds: readonly string[]): Promise<void> {
  await db.delete(businessCategories).where(eq(businessCategories.businessId, businessId));
  if (categoryIds.length > 0) {
    await db.insert(businessCategories).values(categoryIds.map((categoryId) => ({ businessId, categoryId })));
  }
}
