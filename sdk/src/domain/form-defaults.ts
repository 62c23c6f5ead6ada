import { DEFAULT_RADIUS, DEFAULT_RANGE, DEFAULT_SERVICE_AREA } from './constants.js';
import type { AccountType } from './statuses.js';
import type { CategoryTitle } from './vocabulary.js';

// Starting values of the product's forms (spec section 3). Each is a function returning a
// fresh object so one form editing its state can never change another's defaults.

/** Search sort orders, the default first. */
export const SEARCH_SORT_OPTIONS = ['Highest Rated', 'Most Reviewed', 'Nearest', 'Most Recommended'] as const;
export type SearchSortOption = (typeof SEARCH_SORT_OPTIONS)[number];
export const DEFAULT_SEARCH_SORT: SearchSortOption = 'Highest Rated';

/** The distance slider starts at 0 to 21 miles. */
export const DEFAULT_DISTANCE_FILTER = [0, 21] as const;

/** A [from, to] slider range. */
export type SliderRange = [number, number];

export interface SearchFilter {
  overall: SliderRange;
  price: SliderRange;
  distance: SliderRange;
  cleanliness: number;
  friendliness: number;
  quality: number;
  punctuality: number;
  sort: SearchSortOption;
  selectedRange: number;
}

/** The search filter before the customer changes anything. */
export function defaultSearchFilter(): SearchFilter {
  return {
    overall: [0, 0],
    price: [0, 0],
    distance: [...DEFAULT_DISTANCE_FILTER],
    cleanliness: 0,
    friendliness: 0,
    quality: 0,
    punctuality: 0,
    sort: DEFAULT_SEARCH_SORT,
    selectedRange: DEFAULT_RANGE,
  };
}

export const DEFAULT_COUNTRY = 'United Kingdom';

export interface WorkCategoryChoice {
  title: CategoryTitle;
  id: string;
}

/** The address part of the business form; the contract's BusinessLocation once looked up. */
export interface BusinessFormLocation {
  address1: string;
  address2: string;
  locality: string;
  postcode: string;
  country: string;
  /** Unknown until the address is looked up. */
  latitude: number | null;
  longitude: number | null;
}

export interface BusinessForm {
  workCategories: WorkCategoryChoice[];
  name: string;
  email: string;
  businessPhoneNumber: string;
  radius: number;
  serviceArea: number;
  crn: string;
  vatNo: string;
  location: BusinessFormLocation;
  isAssessor: boolean;
  accountType: AccountType;
}

/** The business registration form before anything is entered. */
export function defaultBusinessForm(): BusinessForm {
  return {
    workCategories: [],
    name: '',
    email: '',
    businessPhoneNumber: '',
    radius: DEFAULT_RADIUS,
    serviceArea: DEFAULT_SERVICE_AREA,
    crn: '',
    vatNo: '',
    location: {
      address1: '',
      address2: '',
      locality: '',
      postcode: '',
      country: DEFAULT_COUNTRY,
      latitude: null,
      longitude: null,
    },
    isAssessor: false,
    accountType: 'individual',
  };
}

/** Whether a referral is for a business already on Tradeshub or one being invited. */
export const REFERRAL_TYPES = ['existing', 'new'] as const;
export type ReferralType = (typeof REFERRAL_TYPES)[number];

export interface ReferralState {
  counter: number;
  type: ReferralType;
  businessId: string;
  businessName: string;
  referralLink: string;
}

/** The referral flow's state before a business is chosen. */
export function defaultReferralState(): ReferralState {
  return { counter: 1, type: 'existing', businessId: '', businessName: '', referralLink: '' };
}

/**
 * A public referral link: a recommendation's referral code or a business's own referral uuid
 * (the page tries the first, then the second); trailing slashes on the site are ignored.
 * @example referralLink('https://tradeshub.co.uk/', 'abc') // 'https://tradeshub.co.uk/business/referral?uuid=abc'
 */
export function referralLink(siteUrl: string, uuid: string): string {
  const site = siteUrl.trim().replace(/\/+$/, '');
  return `${site}/business/referral?uuid=${encodeURIComponent(uuid)}`;
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
}

/** The sign-up form before anything is entered. */
export function defaultRegisterForm(): RegisterForm {
  return { firstName: '', lastName: '', emailAddress: '', password: '', confirmPassword: '', phoneNumber: '' };
}
