import { describe, expect, test } from 'vitest';
import { id } from '../src/contracts/common.js';
import { isUuid } from '../src/domain/ids.js';

describe('isUuid', () => {
  test.each([
    ['a version 4 id', '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716'],
    ['a version 7 id', '019374b2-8c1e-7d3a-9f2b-1a2b3c4d5e6f'],
    ['upper case', '0B7E6D4C-3A21-4F9E-8D7C-6B5A49382716'],
    ['the nil id', '00000000-0000-0000-0000-000000000000'],
    ['a wrong variant', '0b7e6d4c-3a21-4f9e-cd7c-6b5a49382716'],
    ['version 0', '0b7e6d4c-3a21-0f9e-8d7c-6b5a49382716'],
    ['no dashes', '0b7e6d4c3a214f9e8d7c6b5a49382716'],
    ['one character short', '0b7e6d4c-3a21-4f9e-8d7c-6b5a4938271'],
    ['a trailing newline', '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716\n'],
    ['a referral code with spaces', ' 0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716 '],
    ['a very long string', 'a'.repeat(100_000)],
  ])('answers for %s as the contracts’ id does', (_, value) => {
    expect(isUuid(value)).toBe(id.safeParse(value).success);
  });

  test('is false for what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716']]) expect(isUuid(value)).toBe(false);
  });

  test('accepts an id and refuses a near miss (so the table above compares both answers)', () => {
    expect(isUuid('0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716')).toBe(true);
    expect(isUuid('0b7e6d4c-3a21-4f9e-cd7c-6b5a49382716')).toBe(false);
  });
});
