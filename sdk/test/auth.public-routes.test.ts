import { describe, expect, test } from 'vitest';
import { isPublicRoute } from '../src/auth/public-routes.js';

describe('isPublicRoute: where a 401 does not force sign-in', () => {
  test.each([
    '/',
    '/auth/signin',
    '/auth/register',
    '/auth/verify?code=123',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/business/view/6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f',
    '/business/trusted-connections/abc',
    '/business/referral?uuid=42',
    '/trade',
    '/findabussiness',
    '/home/recommend',
    '/about-us',
    '/privacy',
    '/terms',
    '/how-it-works',
    '/our-mission',
    '/local-projects',
    '/community-fund',
    '/blog',
    '/faq/',
    '/map',
    '/random',
    '/callback/payments',
    '/api/documents/1',
  ])('%s is public', (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  test.each([
    '/home',
    '/messages',
    '/managework',
    '/business',
    '/business/viewer',
    '/user/settings/payments',
    '/home/recommendations',
    '/auth/signin-elsewhere',
    '',
  ])('%s is not public', (path) => {
    expect(isPublicRoute(path)).toBe(false);
  });
});
