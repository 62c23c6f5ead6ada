import { describe, expect, test } from 'vitest';
import {
  contactRequestCount,
  countsForRole,
  fetchesCount,
  ROLE_BADGE_COUNTS,
  unreadNotificationCount,
  type CountableNotification,
} from '../src/domain/notification-counting.js';

const notice = (actionType: string, flags: Partial<CountableNotification> = {}): CountableNotification => ({
  actionType,
  read: false,
  isForTradeperson: false,
  isForBusiness: false,
  ...flags,
});

describe('countsForRole: business users', () => {
  test.each([
    ['COMMENT', false],
    ['UPVOTE', false],
    ['REWARD_EARNED', false],
    ['CONNECTION_ACCEPTED', false],
    ['RECOMMENDATION_ACCEPTED', false],
    ['REPLY', true],
    ['EMAIL_SENT', true],
    ['SMS_SENT', true],
    ['PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', true],
    ['PAYMENT_SCHEDULE_CHANGE_SET_UPDATED', true],
    ['PAYMENT_SCHEDULE_CHANGE_SET_DELETED', true],
    ['PAYMENT_SCHEDULE_CHANGE_SET_APPROVED', true],
    ['SCHEDULE_UPDATED', true],
  ])('%s counts: %s', (actionType, expected) => {
    expect(countsForRole(notice(actionType), 'TRADEPERSON')).toBe(expected);
  });

  test('do not count post or review upvotes even when aimed at the business', () => {
    expect(countsForRole(notice('UPVOTE', { isForTradeperson: true, isForBusiness: true }), 'TRADEPERSON')).toBe(false);
  });

  test.each([
    ['a quote event', notice('QUOTE_SENT', { isForBusiness: true })],
    ['a payment-schedule request meant for the business', notice('PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', { isForBusiness: true })],
  ])('see %s', (_, n) => {
    expect(countsForRole(n, 'TRADEPERSON')).toBe(true);
  });
});

describe('countsForRole: customers', () => {
  test.each([
    ['a comment', notice('COMMENT'), true],
    ['a reply', notice('REPLY'), true],
    ['an upvote', notice('UPVOTE'), true],
    ['a reward', notice('REWARD_EARNED'), true],
    ['a recommendation accepted', notice('RECOMMENDATION_ACCEPTED'), true],
    ['a connection accepted', notice('CONNECTION_ACCEPTED'), true],
    ['a business connection accepted', notice('CONNECTION_ACCEPTED', { isForBusiness: true }), false],
    ['a quote event (isForBusiness)', notice('QUOTE_SENT', { isForBusiness: true }), false],
    ['a reply aimed at the tradesperson role', notice('REPLY', { isForTradeperson: true }), false],
    ['an upvote aimed at the tradesperson role', notice('UPVOTE', { isForTradeperson: true }), false],
    ['a comment flagged for the tradesperson role', notice('COMMENT', { isForTradeperson: true }), true],
    ['a payment-schedule request', notice('PAYMENT_SCHEDULE_CHANGE_SET_REQUEST'), true],
    ['a notice without flags', { actionType: 'REPLY', read: false }, true],
  ])('%s counts: %s', (_, n, expected) => {
    expect(countsForRole(n, 'CUSTOMER')).toBe(expected);
  });
});

describe('unreadNotificationCount', () => {
  const list = [
    notice('COMMENT'),
    notice('COMMENT', { read: true }),
    notice('REPLY', { isForTradeperson: true }),
    notice('PAYMENT_SCHEDULE_CHANGE_SET_DELETED'),
    notice('CONNECTION_ACCEPTED', { isForBusiness: true }),
    notice('QUOTE_ACCEPTED', { isForBusiness: true, read: true }),
  ];
  test.each([
    ['CUSTOMER', 2],
    ['TRADEPERSON', 2],
  ] as const)('counts only unread notices that count for %s', (role, expected) => {
    expect(unreadNotificationCount(list, role)).toBe(expected);
  });
  test('is 0 for no notifications', () => {
    expect(unreadNotificationCount([], 'CUSTOMER')).toBe(0);
  });
});

describe('which counts each role fetches', () => {
  test.each([
    ['TRADEPERSON', 'manageWorkForBusiness', true],
    ['TRADEPERSON', 'manageWork', false],
    ['TRADEPERSON', 'unreadPaymentRequests', false],
    ['TRADEPERSON', 'unseenReviewDisputes', false],
    ['CUSTOMER', 'manageWorkForBusiness', false],
    ['CUSTOMER', 'manageWork', true],
    ['CUSTOMER', 'unreadPaymentRequests', true],
    ['CUSTOMER', 'unseenReviewDisputes', true],
  ] as const)('%s fetches %s: %s', (role, count, expected) => {
    expect(fetchesCount(role, count)).toBe(expected);
  });
  test('both roles fetch their contact requests', () => {
    expect(ROLE_BADGE_COUNTS.CUSTOMER).toContain('contactRequests');
    expect(ROLE_BADGE_COUNTS.TRADEPERSON).toContain('contactRequests');
  });
});

describe('contactRequestCount', () => {
  const requests = [{ isTrustedConnection: true }, {}, { isTrustedConnection: false }, { isTrustedConnection: null }];
  test.each([
    ['TRADEPERSON', 4],
    ['CUSTOMER', 3],
  ] as const)('trusted-connection requests count only for business users (%s sees %i)', (role, expected) => {
    expect(contactRequestCount(requests, role)).toBe(expected);
  });
});
