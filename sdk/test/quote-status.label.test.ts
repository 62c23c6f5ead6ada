import { expect, test } from 'vitest';
import { quoteStatusLabel } from '../src/domain/quote-status.js';

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
