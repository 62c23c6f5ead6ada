import { describe, expect, test } from 'vitest';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  BREAKPOINTS,
  BUSINESS_USER_STORAGE_KEY,
  COOKIE_CONSENT_DAYS,
  DEFAULT_RADIUS,
  DEFAULT_RANGE,
  DEFAULT_SERVICE_AREA,
  HEALTHCHECK_INTERVAL_MS,
  isMobileWidth,
  MOBILE_MAX_WIDTH,
  REWARD_PAUSE_DAYS,
  SOCKET_RECONNECT_MS,
  TOAST_AUTO_HIDE_MS,
} from '../src/domain/constants.js';

describe('spec constants', () => {
  test.each([
    ['toast auto-hide', TOAST_AUTO_HIDE_MS, 3000],
    ['cookie consent days', COOKIE_CONSENT_DAYS, 365],
    ['socket reconnect', SOCKET_RECONNECT_MS, 3000],
    ['healthcheck interval', HEALTHCHECK_INTERVAL_MS, 60000],
    ['reward pause (2 weeks)', REWARD_PAUSE_DAYS, 14],
    ['default radius', DEFAULT_RADIUS, 30],
    ['default service area', DEFAULT_SERVICE_AREA, 30],
    ['default range', DEFAULT_RANGE, 5],
    ['mobile max width', MOBILE_MAX_WIDTH, 900],
  ])('%s is %i', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, lx: 1330, xl: 1536 });
  });

  test('storage keys are versioned and distinct', () => {
    expect(ACCESS_TOKEN_STORAGE_KEY).toMatch(/\.v\d+$/);
    expect(BUSINESS_USER_STORAGE_KEY).toMatch(/\.v\d+$/);
    expect(ACCESS_TOKEN_STORAGE_KEY).not.toBe(BUSINESS_USER_STORAGE_KEY);
  });
});

describe('isMobileWidth: mobile is at most 900px', () => {
  test.each([
    [320, true],
    [899, true],
    [900, true],
    [901, false],
    [1536, false],
  ])('%i px -> %s', (px, mobile) => {
    expect(isMobileWidth(px)).toBe(mobile);
  });
});
