import { describe, expect, test } from 'vitest';
import { paths } from '../../../config/paths';
import { PAYMENTS_REDIRECT, isSameSitePath, signInDestination, verifyPathFor } from '../sign-in-destination';

describe('signInDestination', () => {
  test.each([
    ['a same-site returnTo wins', '/managework?tab=open', PAYMENTS_REDIRECT, false, '/managework?tab=open', false],
    ['the stored payments target comes next', null, PAYMENTS_REDIRECT, false, paths.settings.payments(), true],
    ['a business user goes to their business', null, null, true, paths.ownBusiness(), false],
    ['a customer goes to find', null, null, false, paths.find(), false],
    ['an unknown stored target is ignored', null, 'somewhere', false, paths.find(), false],
    ['a protocol-relative returnTo is refused', '//evil.com', null, false, paths.find(), false],
    ['an absolute returnTo is refused', 'https://evil.com/phish', null, true, paths.ownBusiness(), false],
    ['a backslash returnTo is refused', '/\\evil.com', null, false, paths.find(), false],
    ['a javascript: returnTo is refused', 'javascript:alert(1)', null, false, paths.find(), false],
    ['an off-site returnTo falls through to payments', '//evil.com', PAYMENTS_REDIRECT, false, paths.settings.payments(), true],
    ['a returnTo to an auth form is not a destination', paths.signIn(), null, false, paths.find(), false],
  ])('%s', (_, returnTo, storedRedirect, isBusinessUser, path, usedStoredRedirect) => {
    expect(signInDestination({ returnTo, storedRedirect, isBusinessUser })).toEqual({ path, usedStoredRedirect });
  });
});

describe('isSameSitePath', () => {
  test.each([
    ['/business/view/42', true],
    ['/', true],
    ['', false],
    ['evil.com', false],
    ['//evil.com', false],
    ['/\t/evil.com', false],
    ['https://evil.com', false],
  ])('%j -> %s', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });
});

test('the verify path keeps a same-site returnTo and drops an off-site one', () => {
  expect(verifyPathFor('a@b.co.uk', '/managework')).toBe('/auth/verify?email=a%40b.co.uk&returnTo=%2Fmanagework');
  expect(verifyPathFor('a@b.co.uk', 'https://evil.com')).toBe(paths.verify('a@b.co.uk'));
});
