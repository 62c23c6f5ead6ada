import { describe, expect, test } from 'vitest';
import { PICTURE_ADDRESS_SENTENCE, businessUpdateBodySchema, updateProfileBodySchema } from '../src/index.js';

// The one rule for profile and business pictures, as both forms apply it.

const forms = [
  ['update-profile', (profileImageUrl: unknown) => updateProfileBodySchema.safeParse({ profileImageUrl })],
  ['business update', (profileImageUrl: unknown) => businessUpdateBodySchema.safeParse({ profileImageUrl })],
] as const;

describe.each(forms)('the picture on the %s form', (_, parse) => {
  test.each([
    'https://images.example.co.uk/pennine-roofing.png',
    'http://img.example/ann.png',
    'HTTPS://IMG.EXAMPLE/ANN.PNG',
    '/files/avatars/ann.png',
  ])('takes %s', (address) => {
    expect(parse(address).success).toBe(true);
  });

  test.each([
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JavaScript:alert(1)'],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
    ['another site without a scheme', '//evil.example/a.png'],
    ['another site behind a backslash', '/\\evil.example/a.png'],
    ['another site behind a tab', '/\t/evil.example/a.png'],
    ['another scheme', 'ftp://files.example/a.png'],
    ['a scheme with no host', 'https://'],
    ['a bare file name', 'ann.png'],
    ['a leading space', ' https://img.example/ann.png'],
  ])('refuses %s with a sentence', (_, address) => {
    const result = parse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PICTURE_ADDRESS_SENTENCE]);
  });
});
