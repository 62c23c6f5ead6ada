import { describe, expect, test } from 'vitest';
import {
  defaultBusinessForm,
  defaultReferralState,
  defaultRegisterForm,
  defaultSearchFilter,
  referralLink,
  SEARCH_SORT_OPTIONS,
} from '../src/domain/form-defaults.js';

describe('defaultSearchFilter', () => {
  test('starts with the spec values', () => {
    expect(defaultSearchFilter()).toEqual({
      overall: [0, 0],
      price: [0, 0],
      distance: [0, 21],
      cleanliness: 0,
      friendliness: 0,
      quality: 0,
      punctuality: 0,
      sort: 'Highest Rated',
      selectedRange: 5,
    });
  });

  test('the default sort is the first option', () => {
    expect(SEARCH_SORT_OPTIONS[0]).toBe('Highest Rated');
  });

  test('each call gives a fresh object', () => {
    const first = defaultSearchFilter();
    first.distance[1] = 50;
    expect(defaultSearchFilter().distance).toEqual([0, 21]);
  });
});

describe('defaultBusinessForm', () => {
  test('starts with radius and service area 30, in the United Kingdom, as an individual', () => {
    expect(defaultBusinessForm()).toEqual({
      workCategories: [],
      name: '',
      email: '',
      businessPhoneNumber: '',
      radius: 30,
      serviceArea: 30,
      crn: '',
      vatNo: '',
      location: {
        address1: '',
        address2: '',
        locality: '',
        postcode: '',
        country: 'United Kingdom',
        latitude: null,
        longitude: null,
      },
      isAssessor: false,
      accountType: 'individual',
    });
  });

  test('each call gives a fresh object', () => {
    const first = defaultBusinessForm();
    first.workCategories.push({ title: 'Plumbing', id: '1' });
    first.location.postcode = 'SW1A 1AA';
    expect(defaultBusinessForm().workCategories).toEqual([]);
    expect(defaultBusinessForm().location.postcode).toBe('');
  });
});

describe('defaultReferralState and defaultRegisterForm', () => {
  test('referral starts at counter 1 for an existing business', () => {
    expect(defaultReferralState()).toEqual({
      counter: 1,
      type: 'existing',
      businessId: '',
      businessName: '',
      referralLink: '',
    });
  });

  test('register form has the six empty fields', () => {
    expect(defaultRegisterForm()).toEqual({
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
    });
  });
});

describe('referralLink', () => {
  test.each([
    ['https://tradeshub.co.uk', 'abc-123', 'https://tradeshub.co.uk/business/referral?uuid=abc-123'],
    ['https://tradeshub.co.uk/', 'abc', 'https://tradeshub.co.uk/business/referral?uuid=abc'],
    [' http://localhost:5173// ', 'abc', 'http://localhost:5173/business/referral?uuid=abc'],
    ['https://x.test', 'a b&c', 'https://x.test/business/referral?uuid=a%20b%26c'],
  ])('%s + %s', (site, uuid, link) => {
    expect(referralLink(site, uuid)).toBe(link);
  });
});
