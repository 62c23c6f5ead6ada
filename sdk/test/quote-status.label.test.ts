import { describe, expect, test } from 'vitest';
import { quoteNumber, quoteStatusLabel } from '../src/domain/quote-status.js';

test.each([
  ['DRAFT', 'Draft'],
  ['SENT', 'Quote sent'],
  ['ACCEPTED', 'Quote Accepted'],
  ['CLOSED', 'Quote Closed'],
  ['REJECTED', 'Quote Rejected'],
  ['STARTED', 'Contract Started'],
  ['SOMETHING_NEW', 'Quote sent'],
  ['', 'Quote sent'],
  ['constructor', 'Quote sent'],
])('quote status %j reads %j', (status, label) => {
  expect(quoteStatusLabel(status)).toBe(label);
});

describe('a quote number', () => {
  test('is Q- and the first eight characters of the work id, upper-cased, the same every time', () => {
    expect(quoteNumber('3f2a1b9c-0d4e-4f00-8a1b-2c3d4e5f6a7b')).toBe('Q-3F2A1B9C');
    expect(quoteNumber('3f2a1b9c-0d4e-4f00-8a1b-2c3d4e5f6a7b')).toBe(quoteNumber('3f2a1b9c-0d4e-4f00-8a1b-2c3d4e5f6a7b'));
  });
});
