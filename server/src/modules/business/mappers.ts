import type { Business, BusinessSearchResult, Category, CategoryTitle, PublicBusiness, RatingSummary } from '@tradeshub/sdk';
import { kmToMiles } from '@tradeshub/sdk';
import { businesses } from '../../db/schema/index.js';

// Rows become the contract's shapes here, and only here. The public shape is built from a
// list of public columns, so a private column can never reach it by being spread in.

type BusinessRow = typeof businesses.$inferSelect;

/** The columns anyone may see; search selects only these. */
export const publicBusinessColumns = {
  id: businesses.id,
  ownerUserId: businesses.ownerUserId,
  referralUuid: businesses.referralUuid,
  name: businesses.name,
  accountType: businesses.accountType,
  isAssessor: businesses.isAssessor,
  locality: businesses.locality,
  radiusMiles: businesses.radiusMiles,
  serviceAreaMiles: businesses.serviceAreaMiles,
  description: businesses.description,
  reviewCount: businesses.reviewCount,
  recommendationCount: businesses.recommendationCount,
  ratingOverall: businesses.ratingOverall,
  ratingPrice: businesses.ratingPrice,
  ratingPunctuality: businesses.ratingPunctuality,
  ratingCleanliness: businesses.ratingCleanliness,
  ratingQuality: businesses.ratingQuality,
  ratingFriendliness: businesses.ratingFriendliness,
  createdAt: businesses.createdAt,
};
export type PublicBusinessRow = Pick<BusinessRow, keyof typeof publicBusinessColumns>;

/** What a business row lacks: its categories and its picture (the owner's profile picture). */
export interface BusinessExtras {
  categories: readonly CategoryRow[];
  profileImageUrl: string | null;
}

export interface CategoryRow {
  id: string;
  title: string;
}

/** Ratings are stored as 2-decimal averages in `real` columns; this drops the float noise. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function toCategory(row: CategoryRow): Category {
  // Titles are seeded from CATEGORIES, so a stored title is always one of them.
  return { id: row.id, title: row.title as CategoryTitle };
}

function ratingSummaryOf(row: PublicBusinessRow): RatingSummary {
  return {
    average: twoDecimals(row.ratingOverall),
    count: row.reviewCount,
    dimensions: {
      OVERALL: twoDecimals(row.ratingOverall),
      PRICE: twoDecimals(row.ratingPrice),
      PUNCTUALITY: twoDecimals(row.ratingPunctuality),
      CLEANLINESS: twoDecimals(row.ratingCleanliness),
      QUALITY: twoDecimals(row.ratingQuality),
      FRIENDLINESS: twoDecimals(row.ratingFriendliness),
    },
  };
}

/** What anyone may see: no email, phone, address lines, CRN or VAT number. */
export function toPublicBusiness(row: PublicBusinessRow, extras: BusinessExtras): PublicBusiness {
  return {
    id: row.id,
    ownerId: row.ownerUserId,
    referralUuid: row.referralUuid,
    name: row.name,
    accountType: row.accountType,
    isAssessor: row.isAssessor,
    categories: extras.categories.map(toCategory),
    locality: row.locality,
    radius: row.radiusMiles,
    serviceArea: row.serviceAreaMiles,
    description: row.description,
    profileImageUrl: extras.profileImageUrl,
    rating: ratingSummaryOf(row),
    recommendationCount: row.recommendationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's view: the public fields plus contact details, location and flags. */
export function toBusiness(row: BusinessRow, extras: BusinessExtras): Business {
  return {
    ...toPublicBusiness(row, extras),
    serviceId: row.serviceId,
    email: row.email,
    businessPhoneNumber: row.phoneNumber,
    crn: row.crn,
    vatNo: row.vatNo,
    location: {
      address1: row.address1,
      address2: row.address2,
      locality: row.locality,
      postcode: row.postcode,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    ruleAccepted: row.businessRuleAccepted,
  };
}

/** A search hit: distance in miles to one decimal, or null when the search had no place. */
export function toSearchResult(row: PublicBusinessRow, extras: BusinessExtras, distanceKm: number | null): BusinessSearchResult {
  return {
    ...toPublicBusiness(row, extras),
    distanceMiles: distanceKm === null ? null : Math.round(kmToMiles(distanceKm) * 10) / 10,
  };
}
