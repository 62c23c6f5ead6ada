import { expect, test } from 'vitest';
import { formatDueDate } from '../src/domain/dates.js';

test.each([
  ['2024-03-05', '05 Mar 2024'],
  ['2024-09-05', '05 Sep 2024'],
  // 23:30 UTC in summer is already the next day in the UK.
  ['2024-09-05T23:30:00Z', '06 Sep 2024'],
  ['2024-12-31T23:30:00Z', '31 Dec 2024'],
  ['2024-07-01T00:30:00+01:00', '01 Jul 2024'],
  [new Date(Date.UTC(2025, 1, 28, 12)), '28 Feb 2025'],
  [Date.UTC(2023, 10, 11, 9), '11 Nov 2023'],
])('due date %j shows as %j', (input, shown) => {
  expect(formatDueDate(input)).toBe(shown);
});

test.each([null, undefined, '', 'not a date', Number.NaN])('no valid due date (%j) gives null', (input) => {
  expect(formatDueDate(input)).toBeNull();
});
